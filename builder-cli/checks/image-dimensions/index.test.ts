import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';
import { takesSize } from '../images';
import slider from '../../../blocks/promotion-slider/props.schema.json';
import imageBlock from '../../../blocks/image/props.schema.json';

describe('image-dimensions', () => {
  it('passes images with a width and height, in JSON and in HTML', async () => {
    expect((await lint()).lines('image-dimensions')).toEqual([]);
  });

  it('reports a model image without height and an <img> without width and height', async () => {
    const { lines } = await lint({
      'acme/models.json': (d) => ({ ...d, models: [{ ...d.models[0], image: { url: '/media/hero.svg', width: 400 } }] }),
      'acme/pages/specials.json': (p) => ({ ...p, blocks: [{ type: 'rich-text', props: { html: '<p>drive away</p><img src="/media/hero.svg" alt="">' } }] }),
    });
    expect(lines('image-dimensions')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          'warning image-dimensions /blocks/0/props/html <img src="/media/hero.svg"> has no width or height: give its real size in pixels',
        ),
      ),
      expect.stringMatching(
        offense('acme/models.json', 'warning image-dimensions /models/0/image image "/media/hero.svg" has no height: give its real size in pixels'),
      ),
    ]);
  });

  it('a zero size is no size', async () => {
    const { lines } = await lint({
      'acme/models.json': (d) => ({ ...d, models: [{ ...d.models[0], image: { url: '/media/hero.svg', width: 0, height: 200 } }] }),
    });
    expect(lines('image-dimensions')).toEqual([expect.stringMatching(/has no width:/)]);
  });

  it.each([
    ['a promotion slide (rendered at 1920 x 540)', slider, ['slides', '0', 'image'], false],
    ['the image block, whose props take a size', imageBlock, [], true],
    ['a path the schema does not describe', slider, ['nothing', 'here'], true],
    ['an open object', { type: 'object' }, [], true],
  ])('takesSize: %s is %s', (_, schema, segments, expected) => expect(takesSize(schema, segments)).toBe(expected));

  it('does not ask for the size of an image its block renders at a fixed size (promotion slider)', async () => {
    const { lines } = await lint({
      'acme/pages/specials.json': (p) => ({
        ...p,
        blocks: [{ type: 'promotion-slider', props: { slides: [{ image: { url: '/media/hero.svg', alt: '' }, heading: 'Finance' }] } }],
      }),
    });
    expect(lines('image-dimensions')).toEqual([]);
  });
});
