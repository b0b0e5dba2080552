// @ts-check
// Which file bin.js runs: the bundled CLI (dist/cli/main.js, built by `npm run build`) while every
// source file it was built from is unchanged since, else null, and bin.js runs the TypeScript
// through tsx. `preview` and `edit` serve the sources through Vite, so they always run from source.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SOURCE_COMMANDS = new Set(['preview', 'edit']);

/**
 * @param {string} root the repository root (the folder holding builder-cli/ and dist/)
 * @param {readonly string[]} args the command line after `builder-cli`
 * @returns {string | null} the bundled entry to import, or null to run from source
 */
export function bundledEntry(root, args) {
  const command = args.find((arg) => !arg.startsWith('-'));
  if (command !== undefined && SOURCE_COMMANDS.has(command)) return null;
  const dir = path.join(root, 'dist', 'cli');
  /** @type {{ builtAt: number, inputs: string[] }} */
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'inputs.json'), 'utf8'));
  } catch {
    return null; // never built, or a build in progress
  }
  for (const input of manifest.inputs) {
    const stat = statSync(path.join(root, input), { throwIfNoEntry: false });
    if (!stat || stat.mtimeMs > manifest.builtAt) return null;
  }
  return path.join(dir, 'main.js');
}
