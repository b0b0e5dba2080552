import { describe, expect, it } from 'vitest';
import RichText from '../../../blocks/rich-text';
import { renderBlock } from './render-block';
import { withDefaults } from '../../helpers/block-props';

describe('rich-text block', () => {
  it('renders the sanitised HTML unchanged inside .prose, under the heading', () => {
    const html = '<p>Open <strong>7 days</strong>.</p><table><tbody><tr><td>Mon</td></tr></tbody></table><a href="/finance">Finance</a>';
    const { root } = renderBlock(<RichText {...withDefaults('rich-text')} heading="About us" html={html} />);
    expect(root.querySelector('section h2')?.textContent).toBe('About us');
    expect(root.querySelector('.prose')?.innerHTML).toBe(html);
  });

  it('has no heading element when none is given and defaults to the narrow width', () => {
    const { root } = renderBlock(<RichText {...withDefaults('rich-text')} html="<p>x</p>" />);
    expect(root.querySelector('h2')).toBeNull();
    expect(root.querySelector('section')?.classList.contains('rich-text-narrow')).toBe(true);
  });

  it('applies the wide width', () => {
    const { root } = renderBlock(<RichText {...withDefaults('rich-text')} html="<p>x</p>" width="wide" />);
    expect(root.querySelector('section')?.classList.contains('rich-text-wide')).toBe(true);
  });
});
