import { existsSync } from 'node:fs';
import path from 'node:path';
import { docsOf, type Check } from '../check';

/** The file a /media/ URL is served from: the tenant's public/ first, then its templates'. */
function mediaFile(url: string, dirs: readonly string[], exists: (file: string) => boolean = existsSync): string | null {
  const match = url.match(/^\/media\/([^?#]+)/);
  if (!match) return null;
  const relative = decodeURIComponent(match[1]!);
  if (relative.split('/').includes('..')) return null;
  for (const dir of [...dirs].reverse()) {
    const file = path.join(dir, 'public', relative);
    if (exists(file)) return file;
  }
  return null;
}

const check: Check = {
  meta: {
    code: 'missing-image',
    severity: 'error',
    description: "An image under /media/ that exists in neither the tenant's public/ folder nor its templates'.",
    docs: docsOf('missing-image'),
  },
  run({ walk, dirs, fileExists, report }) {
    for (const image of walk.images) {
      if (!image.url.startsWith('/media/') || mediaFile(image.url, dirs, fileExists)) continue;
      const file = image.url.replace(/^\/media\//, '').replace(/[?#].*$/, '');
      report({
        locate: image.locate,
        pointer: image.html ? image.pointer : `${image.pointer}/url`,
        message: `image "${image.url}" does not exist (looked for public/${file} in the tenant and its templates)`,
      });
    }
  },
};
export default check;
