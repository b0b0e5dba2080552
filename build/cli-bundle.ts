// The bundled builder-cli: builder-cli/main.ts and the validate worker thread as plain ESM in
// dist/cli, with the list of source files it was built from (dist/cli/inputs.json). bin.js runs
// it while none of those files changed since, which starts a command in about 0.8 s instead of
// 3 s through tsx (decisions: "builder-cli runs from a bundle when one is fresh").
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Written beside the bundle: when the build started, and every source file it read. */
interface CliBundleManifest {
  builtAt: number;
  inputs: string[];
}

/**
 * `preview` and `edit` serve the sources through Vite's dev server, so bin.js always runs them
 * through tsx and the bundle leaves them out. A browser-only `?worker` import (the captcha
 * solver, reached through the form field registry) is never run by the CLI.
 */
const sourceOnly: Plugin = {
  name: 'cli-source-only',
  setup(b) {
    b.onResolve({ filter: /^\.\/(preview-command|edit\/edit-command)$/ }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /\?worker$/ }, (args) => ({ path: args.path, namespace: 'browser-worker' }));
    b.onLoad({ filter: /.*/, namespace: 'browser-worker' }, () => ({
      contents: 'export default class { constructor() { throw new Error("a browser worker, not available in builder-cli"); } }',
      loader: 'js',
    }));
  },
};

export async function buildCliBundle(root: string): Promise<CliBundleManifest> {
  const builtAt = Date.now();
  const outdir = path.join(root, 'dist', 'cli');
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    // The worker's name is the one lint-workers.ts loads beside itself (./lint-worker.js).
    entryPoints: { main: 'builder-cli/main.ts', 'lint-worker': 'builder-cli/checks/lint-worker-thread.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    loader: { '.css': 'empty' },
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceOnly],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes(':'));
  const manifest: CliBundleManifest = { builtAt, inputs };
  writeFileSync(path.join(outdir, 'inputs.json'), JSON.stringify(manifest));
  return manifest;
}
