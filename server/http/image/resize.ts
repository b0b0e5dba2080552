// The sharp work of /_image. One libvips thread per picture (the queue decides how many run at
// once), a pixel limit checked from the header before any decoding, and AVIF at a low effort:
// effort 4 (sharp's default) took 25 s for a 12-megapixel photo at 3840 px.
import sharp from 'sharp';
import { HttpError } from '../http-error';

sharp.concurrency(1);

export type OutputFormat = 'avif' | 'webp' | 'jpeg';

/** Refuses a picture larger than `maxPixels` (its header says; nothing is decoded). */
export async function checkPixels(input: Buffer, maxPixels: number): Promise<void> {
  const size = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(400, 'url is not a readable image');
    });
  const { width = 0, height = 0 } = size;
  if (!width || !height) throw new HttpError(400, 'url is not a readable image');
  if (width * height > maxPixels) throw new HttpError(400, `image too large: more than ${Math.round(maxPixels / 1_000_000)} megapixels`);
}

export async function resize(input: Buffer, width: number, quality: number, format: OutputFormat, maxPixels: number): Promise<Buffer> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).rotate().resize({ width, withoutEnlargement: true });
    if (format === 'avif') return await image.avif({ quality, effort: 2 }).toBuffer();
    if (format === 'webp') return await image.webp({ quality }).toBuffer();
    return await image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  } catch {
    throw new HttpError(400, 'url is not a readable image');
  }
}
