import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const car = (over: Record<string, unknown>) => ({ 'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], ...over }] }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
const pic = (url: string) => ({ image: { url }, thumb: { url } });

describe('feed-raster-image', () => {
  it('passes a car with a JPEG among SVGs', async () => {
    expect((await lint(car({ images: [pic('/media/a.svg'), pic('https://photos.example/a.jpg')] }))).lines('feed-raster-image')).toEqual([]);
  });

  it('warns about SVG-only pictures, and none at all', async () => {
    expect((await lint(car({ images: [pic('/media/a.svg')] }))).lines('feed-raster-image')).toEqual([
      expect.stringMatching(
        offense(
          'acme/stock.json',
          'warning feed-raster-image /cars/0/images car A100: only SVG pictures: Google Vehicle Ads and Meta need a raster image, so it is left out',
        ),
      ),
    ]);
    expect((await lint(car({ images: [], primary_image_url: null }))).lines('feed-raster-image')).toEqual([expect.stringContaining('car A100: no picture')]);
  });
});
