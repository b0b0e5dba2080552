// GET /indexes/{uid}/search: Meilisearch's query-string parameters turned into the POST body
// shape (comma-separated lists, numbers, booleans), with its "Invalid value in parameter" errors.
import { SearchError, type SearchErrorCode } from './embedded';

const NUMBERS: Record<string, SearchErrorCode> = {
  offset: 'invalid_search_offset',
  limit: 'invalid_search_limit',
  page: 'invalid_search_page',
  hitsPerPage: 'invalid_search_hits_per_page',
  cropLength: 'invalid_search_crop_length',
};
const BOOLEANS: Record<string, SearchErrorCode> = { showMatchesPosition: 'invalid_search_show_matches_position' };
const LISTS = new Set(['attributesToRetrieve', 'attributesToCrop', 'attributesToHighlight', 'facets', 'sort']);

export function searchParamsFromQueryString(url: string): Record<string, unknown> {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const out: Record<string, unknown> = {};
  for (const [name, value] of params) {
    if (name in NUMBERS) {
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
        throw new SearchError(NUMBERS[name]!, `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a positive integer`);
      }
      out[name] = Number(value);
    } else if (name in BOOLEANS) {
      if (value !== 'true' && value !== 'false') {
        throw new SearchError(
          BOOLEANS[name]!,
          `Invalid value in parameter \`${name}\`: could not parse \`${value}\` as a boolean, expected either \`true\` or \`false\``,
        );
      }
      out[name] = value === 'true';
    } else if (LISTS.has(name)) {
      out[name] = value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
    } else {
      out[name] = value;
    }
  }
  return out;
}
