import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import FeaturedStock from '../../../blocks/featured-stock';
import { featuredStockKey, featuredStockQuery } from '../../../runtime/lib/vehicle/featured-stock';
import { BlockProviders, seededQueryClient, text } from '../blocks/render-block';
import { car } from './fixtures';
import { withDefaults } from '../../helpers/block-props';

function render(input: Parameters<typeof withDefaults<'featured-stock'>>[1], cars: ReturnType<typeof car>[]) {
  const props = withDefaults('featured-stock', input);
  const client = seededQueryClient({});
  client.setQueryData(featuredStockKey(featuredStockQuery(props)), cars);
  const html = renderToString(
    <BlockProviders client={client}>
      <FeaturedStock {...props} />
    </BlockProviders>,
  );
  return { html, root: new JSDOM(html).window.document.body };
}

describe('featured-stock', () => {
  it('renders the cards the server seeded, with a link to the stock', () => {
    const { root } = render({ heading: 'Just in', carIds: ['RM1', 'RM2'] }, [
      car({ id: 1, name: 'Car one', slug: 'car-one' }),
      car({ id: 2, name: 'Car two', slug: 'car-two' }),
    ]);
    expect(text(root.querySelector('h2'))).toBe('Just in');
    expect([...root.querySelectorAll('.car-card-title a')].map((a) => a.getAttribute('href'))).toEqual(['/cars/car-one', '/cars/car-two']);
    expect(root.querySelector('.featured-stock-more a')?.getAttribute('href')).toBe('/cars/');
  });
  it('renders nothing without cars', () => {
    expect(render({}, []).html).toBe('');
  });
});
