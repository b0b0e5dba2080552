import { describe, expect, it } from 'vitest';
import CardGrid from '../../../blocks/card-grid';
import { renderBlock, text } from './render-block';
import { withDefaults } from '../../helpers/block-props';

describe('card-grid block', () => {
  it('renders each card with sized image, h3 title, text and a link named after the card', () => {
    const { root } = renderBlock(
      <CardGrid
        {...withDefaults('card-grid', {
          heading: 'Buyer tools',
          intro: 'Everything for your next car.',
          columns: 4,
          cards: [
            { title: 'Finance', text: 'Fast approval.', href: '/finance', image: { url: '/img/finance.jpg', alt: '', width: 400, height: 300 } },
            { title: 'Trade in', href: '/trade-in', linkLabel: 'Value my car' },
            { title: 'Warranty' },
          ],
        })}
      />,
    );
    expect(text(root.querySelector('h2'))).toBe('Buyer tools');
    expect(text(root.querySelector('.card-grid-intro'))).toBe('Everything for your next car.');
    expect(root.querySelector('ul.cards')?.classList.contains('cards-4')).toBe(true);
    const cards = [...root.querySelectorAll('li.card')];
    expect(cards).toHaveLength(3);

    const img = cards[0]?.querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['400', '300', 'lazy']);
    expect(text(cards[0]?.querySelector('h3'))).toBe('Finance');
    expect(text(cards[0]?.querySelector('p'))).toBe('Fast approval.');
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/finance');
    expect(text(cards[0]?.querySelector('a'))).toBe('Learn more: Finance');
    expect(text(cards[1]?.querySelector('a'))).toBe('Value my car: Trade in');
    expect(cards[2]?.querySelector('a')).toBeNull();
    expect(cards[2]?.querySelector('img')).toBeNull();
  });

  it('titles cards with h2 when the grid has no heading, and defaults to three columns', () => {
    const { root } = renderBlock(<CardGrid {...withDefaults('card-grid', { cards: [{ title: 'Service' }] })} />);
    expect(root.querySelector('h3')).toBeNull();
    expect(text(root.querySelector('li.card h2'))).toBe('Service');
    expect(root.querySelector('ul.cards')?.classList.contains('cards-3')).toBe(true);
  });
});
