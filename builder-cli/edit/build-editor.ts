// Builds the editor's bundle (dist/editor) when it is missing or older than editor/src.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/project-root';

function newest(dir: string): number {
  let at = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    at = Math.max(at, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return at;
}

const EDITOR_BUNDLE = path.join(projectRoot, 'dist', 'editor');

export async function ensureEditorBundle(log: (line: string) => void = () => {}): Promise<string> {
  const index = path.join(EDITOR_BUNDLE, 'index.html');
  const sources = path.join(projectRoot, 'editor');
  if (existsSync(index) && statSync(index).mtimeMs >= newest(sources)) return EDITOR_BUNDLE;
  log('Building the editor (dist/editor)...');
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: path.join(sources, 'vite.config.ts'), mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return EDITOR_BUNDLE;
}
