// A tenant's search.json: read from its templates and its own folder (merged like the other
// single documents), validated against schemas/search-settings.schema.json with file:line:col
// problems, and resolved for the site's locale (common synonyms plus the locale's own).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import schema from '../../schemas/search-settings.schema.json';
import type { SearchSettings } from '../../schemas/types/search-settings';
import { problemsFromAjv } from '../tenants/ajv-problems';
import { readJsonDocument, type JsonDocument } from '../tenants/json-document';
import type { Problem } from '../tenants/problem';
import { sourcedDocument } from '../tenants/sourced-document';
import { parseRankingRule } from './embedded/ranking-rules';

/** search.json after merging, with the locale's synonyms folded into `synonyms`. */
export type TenantSearchSettings = Omit<SearchSettings, 'synonymsByLocale' | '$schema'>;

const validate = (() => {
  const { $id: _id, ...rest } = schema as Record<string, unknown>;
  return new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile<SearchSettings>(rest);
})();

/** Merges `extra` synonyms into `base`, a word's lists concatenated without repeats. */
function mergeSynonyms(base: Record<string, string[]> = {}, extra: Record<string, string[]> = {}): Record<string, string[]> {
  const out: Record<string, string[]> = { ...base };
  for (const [word, list] of Object.entries(extra)) out[word] = [...new Set([...(out[word] ?? []), ...list])];
  return out;
}

export function resolveSearchSettings(settings: SearchSettings, locale: string): TenantSearchSettings {
  const { synonymsByLocale, $schema: _schema, ...rest } = settings;
  const forLocale = (synonymsByLocale as Record<string, Record<string, string[]> | undefined> | undefined)?.[locale];
  const synonyms = mergeSynonyms(settings.synonyms as Record<string, string[]> | undefined, forLocale);
  return { ...rest, ...(Object.keys(synonyms).length > 0 ? { synonyms } : {}) };
}

/**
 * The tenant's search settings from `dirs` (templates first, the tenant last), or {} when no
 * folder has a search.json. Problems go to `problems` with the position of the offending value.
 */
export async function loadSearchSettings(dirs: readonly string[], locale: string, problems: Problem[]): Promise<TenantSearchSettings> {
  const docs: JsonDocument[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, 'search.json');
    if (!existsSync(file)) continue;
    const read = await readJsonDocument(file);
    if (read.ok) docs.push(read.doc);
    else problems.push(read.problem);
  }
  if (docs.length === 0) return {};
  const merged = sourcedDocument(docs);
  if (!validate(merged.data)) {
    problems.push(...problemsFromAjv(validate.errors ?? [], { locate: merged.locate, code: 'schema', unknownPropertyCode: 'unknown-property' }));
    return {};
  }
  const settings = merged.data as SearchSettings;
  const refused = (settings.rankingRules ?? []).flatMap((rule, i) => {
    const parsed = parseRankingRule(rule);
    return 'error' in parsed ? [{ pointer: `/rankingRules/${i}`, message: parsed.error }] : [];
  });
  if (refused.length > 0) {
    for (const { pointer, message } of refused) problems.push({ ...merged.locate(pointer), severity: 'error', code: 'schema', pointer, message });
    return {};
  }
  return resolveSearchSettings(settings, locale);
}
