// Every block prop has a title for people: the editor labels its form fields with them
// (`builder-cli edit`, docs/editor.md), and tests drive the editor by those labels.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/tenants';

type Schema = { title?: unknown; properties?: Record<string, Schema>; items?: Schema; definitions?: Record<string, Schema> };

function untitled(schema: Schema, at: string, out: string[]): string[] {
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    if (typeof value.title !== 'string' || value.title.trim() === '') out.push(`${at}.${key}`);
    untitled(value, `${at}.${key}`, out);
  }
  if (schema.items && !Array.isArray(schema.items)) untitled(schema.items, `${at}[]`, out);
  for (const [key, value] of Object.entries(schema.definitions ?? {})) untitled(value, `${at}#${key}`, out);
  return out;
}

const blocks = readdirSync(path.join(repoRoot, 'blocks'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(repoRoot, 'blocks', d.name, 'props.schema.json')))
  .map((d) => d.name);

it('finds the block folders', () => expect(blocks.length).toBeGreaterThan(10));

it.each(blocks)('every prop of %s has a title', (block) => {
  const schema = JSON.parse(readFileSync(path.join(repoRoot, 'blocks', block, 'props.schema.json'), 'utf8')) as Schema;
  expect(untitled(schema, block, [])).toEqual([]);
});

it('a prop without a title is found', () => {
  expect(untitled({ properties: { heading: { title: 'Heading' }, text: {} } }, 'x', [])).toEqual(['x.text']);
});
