// Vite plugin: after the client build is written, store a brotli (.br) and a gzip (.gz) copy of
// every compressible file beside it, at the highest levels (done once per build, not per request).
// server/http/compression.ts serves them by Accept-Encoding.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map'];
/** Below this a compressed copy saves less than a packet. */
const PRECOMPRESS_MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir`; returns how many files. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(f)));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      // A copy that is not smaller is useless: the server then sends the original.
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
      count++;
    }),
  );
  return count;
}

/** The plugin: runs for the browser build only (server bundles are never sent over HTTP). */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      if (options.dir) await precompressDir(path.join(options.dir, 'assets'));
    },
  };
}
