import { isRasterImage } from '../../../runtime/lib/feeds/feed-car';
import { carImageUrls } from '../../../runtime/lib/vehicle/seo';
import { docsOf } from '../check';
import { feedRowCheck } from '../feed-row-check';

export default feedRowCheck({
  meta: {
    code: 'feed-raster-image',
    severity: 'warning',
    description: 'Channel feeds: a car for sale without a raster picture (JPEG, PNG, WebP ...): SVGs are never sent as image_link.',
    docs: docsOf('feed-raster-image'),
  },
  field: 'images',
  problem: (car) => {
    const urls = carImageUrls({ images: Array.isArray(car.images) ? car.images : [], primary_image_url: car.primary_image_url ?? null });
    return urls.some(isRasterImage)
      ? null
      : `${urls.length ? 'only SVG pictures' : 'no picture'}: Google Vehicle Ads and Meta need a raster image, so it is left out`;
  },
});
