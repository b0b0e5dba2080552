// Filter errors as Meilisearch words them, with its `start:end filter` suffix (1-based character columns).

import { SearchError } from './errors';

/** Rust's `str::escape_debug`, which Meilisearch applies to the text it quotes in messages. */
export function escapeDebug(text: string): string {
  return text.replace(/[\\'"\n\r\t\0]/g, (c) => {
    switch (c) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '\0':
        return '\\0';
      default:
        return `\\${c}`;
    }
  });
}

function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The `start:end source` line Meilisearch appends to a filter error (1-based character columns). */
export function filterPosition(source: string, start: number, end: number): string {
  const column = codePointLength(source.slice(0, start)) + 1;
  return `${column}:${column + codePointLength(source.slice(start, end))} ${source}`;
}

export function filterError(message: string, source: string, start: number, end = source.length): SearchError {
  return new SearchError('invalid_search_filter', `${message}\n${filterPosition(source, start, end)}`);
}

/** A failure that an enclosing alternative may still recover from (nom's `Error`, not `Failure`). */
export class SoftFailure {
  constructor(
    readonly error: SearchError,
    readonly reservedKeyword = false,
  ) {}
}
