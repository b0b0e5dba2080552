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
