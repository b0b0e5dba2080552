import { isRasterImage } from '../../../runtime/lib/feeds/feed-car';
import { carImageUrls } from '../../../runtime/lib/vehicle/seo';
import { docsOf, type Check } from '../check';
import { readFeedCandidates, rowPointer } from '../stock-rows';

const check: Check = {
  meta: {
    code: 'feed-raster-image',
    severity: 'warning',
    description: 'Channel feeds: a car for sale without a raster picture (JPEG, PNG, WebP ...): SVGs are never sent as image_link.',
    docs: docsOf('feed-raster-image'),
  },
  run({ sources, report }) {
    const stock = readFeedCandidates(sources);
    for (const { car, index, label } of stock?.rows ?? []) {
      const urls = carImageUrls({ images: Array.isArray(car.images) ? car.images : [], primary_image_url: car.primary_image_url ?? null });
      if (urls.some(isRasterImage)) continue;
      report({
        locate: stock!.locate,
        pointer: rowPointer(car, index, 'images'),
        message: `${label}: ${urls.length ? 'only SVG pictures' : 'no picture'}: Google Vehicle Ads and Meta need a raster image, so it is left out`,
      });
    }
  },
};
export default check;
