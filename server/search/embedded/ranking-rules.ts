// Reading the rankingRules setting as Meilisearch does (milli's criterion.rs and asc_desc.rs): the
// built-in rules by name, `attribute:asc` / `attribute:desc` custom rules (split at the last
// colon, so `price:asc:desc` sorts `price:asc` descending), and Meilisearch's messages for a rule
// it refuses.
import { SearchError } from './errors';

export const BUILT_IN_RULES = ['words', 'typo', 'proximity', 'attribute', 'attributeRank', 'wordPosition', 'sort', 'exactness'] as const;
export type BuiltInRule = (typeof BUILT_IN_RULES)[number];

export type ParsedRankingRule = { kind: 'builtIn'; rule: BuiltInRule } | { kind: 'custom'; attribute: string; descending: boolean };

const RESERVED = ['_geo', '_geojson', '_geoDistance', '_geoPoint', '_geoRadius', '_geoBoundingBox', '_geoPolygon'];
const RESERVED_PREFIXES = ['_geoRadius(', '_geoBoundingBox(', '_geo(', '_geoDistance('];

const invalidName = (name: string) =>
  `\`${name}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.`;
const reserved = (name: string) => `\`${name}\` is a reserved keyword and thus can't be used as a ranking rule`;
const reservedFor = (name: string, use: 'sorting' | 'filtering') => `${reserved(name)}. \`${name}\` can only be used for ${use} at search time`;

/** The rule's meaning, or Meilisearch's message (criterion.rs CriterionError) for a rule it refuses. */
export function parseRankingRule(text: string): ParsedRankingRule | { error: string } {
  if ((BUILT_IN_RULES as readonly string[]).includes(text)) return { kind: 'builtIn', rule: text as BuiltInRule };
  const colon = text.lastIndexOf(':');
  const direction = colon < 0 ? '' : text.slice(colon + 1);
  if (direction !== 'asc' && direction !== 'desc') return { error: invalidName(text) };
  const attribute = text.slice(0, colon);
  if (attribute.startsWith('_geoPoint(') && attribute.endsWith(')')) return { error: reservedFor('_geoPoint', 'sorting') };
  if (RESERVED.includes(attribute) || RESERVED_PREFIXES.some((p) => attribute.startsWith(p))) {
    if (attribute.startsWith('_geoPoint')) return { error: reservedFor('_geoPoint', 'sorting') };
    if (attribute.startsWith('_geoRadius')) return { error: reservedFor('_geoRadius', 'filtering') };
    if (attribute.startsWith('_geoBoundingBox')) return { error: reservedFor('_geoBoundingBox', 'filtering') };
    return { error: reserved(attribute) };
  }
  return { kind: 'custom', attribute, descending: direction === 'desc' };
}

/**
 * The rankingRules setting parsed, or Meilisearch's settings error for its first refused rule:
 * `invalid_settings_ranking_rules`, "Invalid value at `.rankingRules[i]`: …".
 */
export function parseRankingRules(rules: readonly string[]): ParsedRankingRule[] {
  return rules.map((text, i) => {
    const parsed = parseRankingRule(text);
    if ('error' in parsed) throw new SearchError('invalid_settings_ranking_rules', `Invalid value at \`.rankingRules[${i}]\`: ${parsed.error}`);
    return parsed;
  });
}

const NEEDS_WORDS: readonly string[] = ['typo', 'attribute', 'attributeRank', 'wordPosition', 'proximity', 'exactness'];

/**
 * The rules a text search applies, as milli builds them (search/new/mod.rs,
 * get_ranking_rules_for_query_graph_search): `words` goes before the first typo, proximity,
 * attribute, attributeRank, wordPosition or exactness rule when no `words` precedes it (unless the
 * matching strategy is `all`, which drops no word); `attribute` is attributeRank then
 * wordPosition; a rule already applied (or covered by `attribute`) is skipped, as is a custom rule
 * on an attribute already sorted by one.
 */
export function effectiveRankingRules(rules: readonly string[], strategy: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  let words = strategy === 'all';
  const sortedFields = new Set<string>();
  for (const rule of rules) {
    if (NEEDS_WORDS.includes(rule) && !words) {
      out.push('words');
      words = true;
    }
    if (rule === 'words') {
      if (words) continue;
      words = true;
      out.push(rule);
    } else if (rule === 'attribute') {
      if (seen.has('attributeRank') || seen.has('wordPosition')) continue;
      seen.add('attributeRank').add('wordPosition');
      out.push('attributeRank', 'wordPosition');
    } else if (rule === 'attributeRank' || rule === 'wordPosition') {
      if (seen.has(rule)) continue;
      seen.add(rule);
      out.push(rule);
    } else if ((BUILT_IN_RULES as readonly string[]).includes(rule)) {
      if (seen.has(rule)) continue;
      seen.add(rule);
      out.push(rule);
    } else {
      const parsed = parseRankingRule(rule);
      if ('error' in parsed || parsed.kind !== 'custom' || sortedFields.has(parsed.attribute)) continue;
      sortedFields.add(parsed.attribute);
      out.push(rule);
    }
  }
  return out;
}
