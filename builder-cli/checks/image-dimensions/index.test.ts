import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

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
});
