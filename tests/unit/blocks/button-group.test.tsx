import { describe, expect, it } from 'vitest';
import ButtonGroup from '../../../blocks/button-group';
import { renderBlock, text } from './render-block';
import { withDefaults } from '../../helpers/block-props';

describe('button-group block', () => {
  it('renders heading, text and one styled link per button', () => {
    const { root } = renderBlock(
      <ButtonGroup
        {...withDefaults('button-group')}
        heading="Ready to talk?"
        text="We reply within a day."
        align="center"
        buttons={[
          { label: 'Book a test drive', href: '/book-test-drive' },
          { label: 'Call us', href: 'tel:0733331234', variant: 'outline' },
        ]}
      />,
    );
    expect(text(root.querySelector('h2'))).toBe('Ready to talk?');
    expect(text(root.querySelector('.button-group-text'))).toBe('We reply within a day.');
    expect(root.querySelector('section')?.classList.contains('button-group-center')).toBe(true);
    const links = [...root.querySelectorAll('.button-row a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
      ['Book a test drive', '/book-test-drive', 'btn btn-primary'],
      ['Call us', 'tel:0733331234', 'btn btn-outline'],
    ]);
  });

  it('renders only the buttons when there is no heading or text, aligned left by default', () => {
    const { root } = renderBlock(<ButtonGroup {...withDefaults('button-group')} buttons={[{ label: 'Finance', href: '/finance' }]} />);
    expect(root.querySelector('h2')).toBeNull();
    expect(root.querySelector('p')).toBeNull();
    expect(root.querySelector('section')?.classList.contains('button-group-left')).toBe(true);
  });
});
