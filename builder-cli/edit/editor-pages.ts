// The pages an editor shows for one tenant: its own page documents and the ones it inherits from
// its templates (and shared override folders), and which of them it overrides.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface EditorPage {
  /** Document id: the file name without .json (home, about-us). */
  id: string;
  /** The address it serves, from the tenant's file when it sets one, else the inherited file's. */
  path: string | null;
  title: string | null;
  /** The tenant's own file, relative to its folder, or null when the page is only inherited. */
  tenantFile: string | null;
  /** The nearest inherited file, relative to the tenant folder (../_templates/car/pages/home.json). */
  inheritedFile: string | null;
}

function readPage(file: string): { path?: unknown; title?: unknown } {
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof data === 'object' && data !== null ? (data as { path?: unknown; title?: unknown }) : {};
  } catch {
    return {};
  }
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/**
 * `sourceDirs` are the folders the tenant inherits from and its own, in the loader's order
 * (deepest template first, the tenant's own folder last).
 */
export function listEditorPages(tenantDir: string, sourceDirs: readonly string[]): EditorPage[] {
  const inherited = sourceDirs.filter((d) => path.resolve(d) !== path.resolve(tenantDir));
  const pages = new Map<string, EditorPage>();
  // The loader lists the deepest template first: a nearer folder's file replaces a farther one's.
  for (const dir of inherited) {
    for (const name of jsonFiles(path.join(dir, 'pages'))) {
      const id = name.slice(0, -5);
      const full = path.join(dir, 'pages', name);
      const doc = readPage(full);
      pages.set(id, {
        id,
        path: typeof doc.path === 'string' ? doc.path : null,
        title: typeof doc.title === 'string' ? doc.title : null,
        tenantFile: null,
        inheritedFile: path.relative(tenantDir, full).split(path.sep).join('/'),
      });
    }
  }
  for (const name of jsonFiles(path.join(tenantDir, 'pages'))) {
    const id = name.slice(0, -5);
    const doc = readPage(path.join(tenantDir, 'pages', name));
    const base = pages.get(id);
    pages.set(id, {
      id,
      path: typeof doc.path === 'string' ? doc.path : (base?.path ?? null),
      title: typeof doc.title === 'string' ? doc.title : (base?.title ?? null),
      tenantFile: `pages/${name}`,
      inheritedFile: base?.inheritedFile ?? null,
    });
  }
  return [...pages.values()].sort((a, b) => (a.path ?? '~' + a.id).localeCompare(b.path ?? '~' + b.id));
}
