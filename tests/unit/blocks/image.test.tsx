import { describe, expect, it } from 'vitest';
import Image from '../../../blocks/image';
import { renderBlock } from './render-block';
import { withDefaults } from '../../helpers/block-props';

const base = { url: '/img/showroom.jpg', alt: 'Our showroom', width: 1200, height: 600 };

describe('image block', () => {
  it('renders a lazily loaded img with its intrinsic size inside a figure', () => {
    const { root } = renderBlock(<Image {...withDefaults('image')} {...base} caption="The new showroom" />);
    const img = root.querySelector('figure > img');
    expect(img?.getAttribute('src')).toBe('/img/showroom.jpg');
    expect(img?.getAttribute('alt')).toBe('Our showroom');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('600');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
    expect(root.querySelector('figcaption')?.textContent).toBe('The new showroom');
    expect(root.querySelector('a')).toBeNull();
  });

  it('loads eagerly with high priority when marked priority', () => {
    const { root } = renderBlock(<Image {...withDefaults('image')} {...base} priority />);
    const img = root.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(root.querySelector('figcaption')).toBeNull();
  });

  it('wraps the image in an internal link without a new tab', () => {
    const { root } = renderBlock(<Image {...withDefaults('image')} {...base} href="/special-offers" />);
    const link = root.querySelector('figure > a');
    expect(link?.getAttribute('href')).toBe('/special-offers');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.querySelector('img')).not.toBeNull();
  });

  it('opens an external link in a new tab', () => {
    const { root } = renderBlock(<Image {...withDefaults('image')} {...base} href="https://www.ford.com.au" />);
    const link = root.querySelector('figure > a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
