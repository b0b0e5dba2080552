// The text index's options from an index's settings.

import { isCoveredBy } from './document-values';
import type { IndexSettings } from './index-types';
import { normalizeWord, tokenize } from './query-words';
import { DEFAULT_TYPO, type TypoSettings } from './typo-distance';
import type { TextOptions } from './text-index';

/** The fields searched: the configured ones, or every top-level key of the documents for `*`. */
export function searchableFields(docs: readonly Record<string, unknown>[], configured: readonly string[]): string[] {
  if (!configured.includes('*')) return [...new Set(configured)];
  const keys = new Set<string>();
  for (const doc of docs) for (const key of Object.keys(doc)) keys.add(key);
  return [...keys];
}

/** The text index's options from the settings: typo tolerance, synonyms and stop words. */
export function textOptions(fields: readonly string[], settings: Pick<IndexSettings, 'typoTolerance' | 'synonyms' | 'stopWords'>): TextOptions {
  const t = settings.typoTolerance ?? {};
  const typo: TypoSettings = {
    enabled: t.enabled ?? DEFAULT_TYPO.enabled,
    oneTypo: t.minWordSizeForTypos?.oneTypo ?? DEFAULT_TYPO.oneTypo,
    twoTypos: t.minWordSizeForTypos?.twoTypos ?? DEFAULT_TYPO.twoTypos,
    disableOnNumbers: t.disableOnNumbers ?? false,
    disableOnWords: new Set((t.disableOnWords ?? []).map(normalizeWord)),
  };
  const disabled = t.disableOnAttributes ?? [];
  const typoDisabledFields = new Set(fields.flatMap((f, i) => (isCoveredBy(f, disabled) ? [i] : [])));
  const synonyms = new Map<string, string[][]>();
  for (const [word, list] of Object.entries(settings.synonyms ?? {})) {
    const key = tokenize(word).map(normalizeWord).join(' ');
    const alternatives = list.map((s) => tokenize(s).map(normalizeWord)).filter((words) => words.length > 0);
    if (key !== '' && alternatives.length > 0) synonyms.set(key, [...(synonyms.get(key) ?? []), ...alternatives]);
  }
  return { typo, typoDisabledFields, synonyms, stopWords: new Set(settings.stopWords ?? []) };
}
