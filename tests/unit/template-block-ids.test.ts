// A tenant page overrides a template page's blocks by id (blockChanges; the editor writes them):
// every block of every template page needs an id, unique on its page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './cli-run';

const templates = path.join(repoRoot, 'tenants', '_templates');
const files = readdirSync(templates).flatMap((t) => {
  const dir = path.join(templates, t, 'pages');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(t, 'pages', f));
  } catch {
    return [];
  }
});

describe('template pages name their blocks', () => {
  it('finds the template pages', () => {
    expect(files.length).toBeGreaterThan(20);
  });
  it.each(files)('%s: every block has an id, unique on the page', (file) => {
    const blocks = (JSON.parse(readFileSync(path.join(templates, file), 'utf8')) as { blocks?: { id?: string }[] }).blocks ?? [];
    const ids = blocks.map((b) => b.id);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
