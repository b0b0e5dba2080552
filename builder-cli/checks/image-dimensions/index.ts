import { docsOf, type Check } from '../check';

const isSize = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0) || (typeof v === 'string' && /^[1-9][0-9]*$/.test(v));

const check: Check = {
  meta: {
    code: 'image-dimensions',
    severity: 'warning',
    description: 'An image without its width and height in pixels (the page jumps while it loads).',
    docs: docsOf('image-dimensions'),
  },
  run({ walk, report }) {
    for (const image of walk.images) {
      if (!image.sizable) continue; // the block gives it its size
      const missing = [isSize(image.width) ? null : 'width', isSize(image.height) ? null : 'height'].filter((m): m is string => m !== null);
      if (!missing.length) continue;
      const what = image.html ? `<img src="${image.url}">` : `image "${image.url}"`;
      report({ locate: image.locate, pointer: image.pointer, message: `${what} has no ${missing.join(' or ')}: give its real size in pixels` });
    }
  },
};
export default check;
