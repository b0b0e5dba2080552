// search.json: merged over the template's, resolved for the site's locale, and reported like a
// compiler (file:line:col) when it breaks the schema, as `builder-cli validate` prints it.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSearchSettings, resolveSearchSettings } from '../../../server/search/tenant-search-settings';
import { formatProblem, type Problem } from '../../../server/tenants/problem';

function folders(files: Record<string, string>): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'search-settings-'));
  const dirs = ['template', 'tenant'].map((d) => path.join(root, d));
  for (const dir of dirs) mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  return dirs;
}

describe('search.json', () => {
  it("merges the tenant over the template and adds the locale's synonyms", async () => {
    const dirs = folders({
      'template/search.json': JSON.stringify({
        synonyms: { ute: ['pickup'] },
        synonymsByLocale: { 'en-US': { truck: ['pickup'] }, 'en-AU': { wagon: ['estate'] } },
        rankingRules: ['words', 'sort'],
      }),
      'tenant/search.json': JSON.stringify({ synonyms: { chevy: ['chevrolet'] }, typoTolerance: { disableOnAttributes: ['vin'] } }),
    });
    const problems: Problem[] = [];
    const settings = await loadSearchSettings(dirs, 'en-US', problems);
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      synonyms: { ute: ['pickup'], chevy: ['chevrolet'], truck: ['pickup'] },
      rankingRules: ['words', 'sort'],
      typoTolerance: { disableOnAttributes: ['vin'] },
    });
  });

  it('no search.json anywhere: engine defaults', async () => {
    const problems: Problem[] = [];
    expect(await loadSearchSettings(folders({}), 'en-AU', problems)).toEqual({});
    expect(problems).toEqual([]);
  });

  it('a value breaking the schema is reported at its line and column', async () => {
    const dirs = folders({
      'template/search.json': '{ "synonyms": { "ute": ["pickup"] } }',
      'tenant/search.json': '{\n  "rankingRules": ["words", 7]\n}\n',
    });
    const problems: Problem[] = [];
    expect(await loadSearchSettings(dirs, 'en-AU', problems)).toEqual({});
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(/tenant\/search\.json:2:29 error schema \/rankingRules\/1 /);
  });

  it("custom ranking rules are accepted; a refused one gets Meilisearch's message at its position", async () => {
    const ok: Problem[] = [];
    expect(await loadSearchSettings(folders({ 'tenant/search.json': '{ "rankingRules": ["sort", "price:asc", "words"] }' }), 'en-AU', ok)).toEqual({
      rankingRules: ['sort', 'price:asc', 'words'],
    });
    expect(ok).toEqual([]);
    const problems: Problem[] = [];
    await loadSearchSettings(folders({ 'tenant/search.json': '{\n  "rankingRules": ["words", "price:up"]\n}\n' }), 'en-AU', problems);
    expect(problems.map((p) => [p.pointer, p.message, p.line])).toEqual([
      [
        '/rankingRules/1',
        '`price:up` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.',
        2,
      ],
    ]);
  });

  it('an unknown setting is named', async () => {
    const problems: Problem[] = [];
    await loadSearchSettings(folders({ 'tenant/search.json': '{ "synonym": {} }' }), 'en-AU', problems);
    expect(problems.map((p) => [p.code, p.pointer])).toEqual([['unknown-property', '/synonym']]);
  });

  it("locale synonyms extend a word's common list without repeats", () => {
    expect(resolveSearchSettings({ synonyms: { ute: ['pickup'] }, synonymsByLocale: { 'en-NZ': { ute: ['pickup', 'utility'] } } }, 'en-NZ')).toEqual({
      synonyms: { ute: ['pickup', 'utility'] },
    });
  });
});
