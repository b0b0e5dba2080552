// A gzip body made once with a gap in it, filled per response without compressing again: the
// render cache's pages that carry a per-response nonce (server/http/render-cache.ts).
//
// Each part of the text around the gaps is compressed on its own as raw deflate ending in a full
// flush (non-final blocks, byte-aligned, no back-reference before its own start), so parts can be
// joined with the gap's text as a stored block between them (RFC 1951 3.2.4), then an empty final
// block, framed by a gzip header and the CRC-32 and length of the whole text (RFC 1952).
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

export interface GzipWithGaps {
  /** The text's parts around the gaps, uncompressed (for the CRC) and compressed. */
  texts: Buffer[];
  deflated: Buffer[];
  bytes: number;
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
/** An empty final block with fixed codes: BFINAL=1, BTYPE=01, end of block. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** Compresses `text` with a gap wherever `gap` stands in it. */
export async function gzipWithGaps(text: string, gap: string): Promise<GzipWithGaps> {
  const texts = text.split(gap).map((part) => Buffer.from(part, 'utf8'));
  const deflated = await Promise.all(texts.map((part) => deflate(part, { level: 6, finishFlush: constants.Z_FULL_FLUSH })));
  const bytes = texts.reduce((n, b) => n + b.length, 0) + deflated.reduce((n, b) => n + b.length, 0);
  return { texts, deflated, bytes };
}

/** The gzip body of the text with every gap filled with `fill` (at most 65,535 bytes). */
export function fillGaps(body: GzipWithGaps, fill: string): Buffer {
  const filled = Buffer.from(fill, 'utf8');
  if (filled.length > 0xffff) throw new RangeError('a gap holds at most 65,535 bytes');
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(filled.length, 1);
  stored.writeUInt16LE(~filled.length & 0xffff, 3);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  // Node 20's crc32 of an empty buffer may answer 0 instead of the running value: skip those.
  const add = (data: Buffer) => {
    if (data.length === 0) return;
    crc = crc32(data, crc);
    size += data.length;
  };
  body.texts.forEach((text, i) => {
    if (i > 0) {
      chunks.push(stored, filled);
      add(filled);
    }
    chunks.push(body.deflated[i]!);
    add(text);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
