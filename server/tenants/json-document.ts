// Reads a JSON document keeping source positions, so every problem points at file:line:col.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { deepFreeze } from './merge';
import type { Problem } from './problem';

export interface JsonDocument {
  /** Path as printed in problems (relative to the working directory). */
  file: string;
  data: unknown;
  /** Position of the value at a JSON pointer, or of its nearest existing ancestor. */
  locate(pointer: string): { line: number; col: number; endLine: number; endCol: number; exact: boolean; depth: number };
  /** The file's text as read, for fixes that edit it. */
  text: string;
}

type ReadResult = { ok: true; doc: JsonDocument } | { ok: false; problem: Problem };

export function displayPath(absolute: string): string {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith('..') ? absolute : rel;
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

interface ReadOptions {
  /**
   * The caller never changes the data (the tenant loader merges copies of it): a file read again
   * unchanged (a template's, once per tenant) gets the data parsed the first time, frozen.
   */
  shareData?: boolean;
}

export async function readJsonDocument(absolutePath: string, options: ReadOptions = {}): Promise<ReadResult> {
  const file = displayPath(absolutePath);
  const { text, memo } = await readShared(absolutePath);
  if (!options.shareData || !memo) return parseJsonDocument(file, text, memo);
  const result = parseJsonDocument(file, text, memo, memo.data);
  if (result.ok && memo.data === undefined) memo.data = deepFreeze(result.doc.data);
  return result;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The range of a valid document's root value (its text less the whitespace around it), as the position parser gives it. */
function wholeDocument(text: string, exact: boolean): ReturnType<JsonDocument['locate']> {
  const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const position = (offset: number) => {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, col: offset - lineStart + 1 };
  };
  const from = position(start);
  const to = position(end);
  return { line: from.line, col: from.col, endLine: to.line, endCol: to.col, exact, depth: 0 };
}

/**
 * What one text is known to be beyond its data (which each read parses afresh): free of duplicate
 * keys, and its positions once something asked for them. Kept with a shared text, so a template's
 * file is scanned once and located once however many tenants read it.
 */
interface ParseMemo {
  clean?: boolean;
  /** The parsed data, frozen, for readers that share it (ReadOptions.shareData). */
  data?: unknown;
  locate?: JsonDocument['locate'];
}

/**
 * Template files are read once per tenant that extends them. A file read a second time keeps its
 * text (up to SHARED_TEXT_LIMIT bytes in all), reused while its size and mtime are unchanged, so
 * a thousand dealers of one template read its files once and an edited file is read again.
 * Each read parses the text into fresh objects unless its reader shares them (ReadOptions.shareData).
 * Files are read synchronously: a tenant's files are small and parsing them blocks longer than
 * reading them does, while each promise read costs four thread-pool round trips (open, fstat,
 * read, close).
 */
const seenOnce = new Set<string>();
const sharedText = new Map<string, { mtimeMs: number; size: number; text: string; memo: ParseMemo }>();
let sharedBytes = 0;
const SHARED_TEXT_LIMIT = 16 * 1024 * 1024;

async function readShared(absolutePath: string): Promise<{ text: string; memo?: ParseMemo }> {
  if (!seenOnce.has(absolutePath)) {
    if (seenOnce.size > 100_000) seenOnce.clear();
    seenOnce.add(absolutePath);
    return { text: readFileSync(absolutePath, 'utf8') };
  }
  // A local stat takes microseconds; the promise version costs a thread-pool round trip per file.
  const info = statSync(absolutePath);
  const known = sharedText.get(absolutePath);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return { text: known.text, memo: known.memo };
  const text = readFileSync(absolutePath, 'utf8');
  if (known) {
    sharedText.delete(absolutePath);
    sharedBytes -= known.text.length;
  }
  if (info.size === Buffer.byteLength(text) && sharedBytes + text.length <= SHARED_TEXT_LIMIT) {
    const memo: ParseMemo = {};
    sharedText.set(absolutePath, { mtimeMs: info.mtimeMs, size: info.size, text, memo });
    sharedBytes += text.length;
    return { text, memo };
  }
  return { text };
}

/**
 * Parses a document. Valid JSON without duplicate keys (nearly every file) takes the fast path:
 * JSON.parse and a linear duplicate-key scan, with the position tree built only if something
 * asks where a value is. Anything else goes through the position-keeping parser, which names
 * the exact problem and where it is.
 */
export function parseJsonDocument(file: string, text: string, memo: ParseMemo = {}, parsed?: unknown): ReadResult {
  let data: unknown = parsed;
  if (data === undefined) {
    try {
      data = JSON.parse(text);
    } catch {
      return parseWithPositions(file, text);
    }
  }
  if (!memo.clean) {
    if (hasDuplicateKey(text, data)) return parseWithPositions(file, text);
    memo.clean = true;
  }
  const locate = (pointer: string) => {
    if (!memo.locate) {
      // A value the document does not have at all (a missing top-level key: "add leadDelivery")
      // is placed on the whole document, which needs no position parser.
      const first = pointerSegments(pointer)[0];
      if (first === undefined || (isObject(data) && !Object.hasOwn(data, first))) return wholeDocument(text, first === undefined);
    }
    if (!memo.locate) {
      const full = parseWithPositions(file, text);
      if (!full.ok) throw new Error(`${file}: JSON.parse accepted what the position parser rejects: ${full.problem.message}`);
      memo.locate = full.doc.locate;
    }
    return memo.locate(pointer);
  };
  return { ok: true, doc: { file, data, locate, text } };
}

/**
 * Whether any object of a syntactically valid JSON text repeats a key (compared decoded, as
 * JSON.parse compares them). JSON.parse keeps one property per distinct key of an object, so the
 * text repeats a key exactly when it writes more keys than its parsed data holds. Counting both
 * builds nothing: the text is crossed from quote to quote, the data walked once.
 */
export function hasDuplicateKey(text: string, data: unknown = JSON.parse(text)): boolean {
  return keysWritten(text) !== keysHeld(data);
}

/** Strings followed by a colon: in valid JSON, exactly the keys. */
function keysWritten(text: string): number {
  let keys = 0;
  let i = text.indexOf('"');
  while (i !== -1) {
    // indexOf jumps over a long string at once; a quote after an odd run of backslashes is escaped.
    let end = i;
    for (;;) {
      end = text.indexOf('"', end + 1);
      if (end === -1) return keys; // unreachable for text JSON.parse accepted
      let slashes = 0;
      while (text.charCodeAt(end - 1 - slashes) === 0x5c /* \ */) slashes++;
      if (slashes % 2 === 0) break;
    }
    let next = end + 1;
    let c = text.charCodeAt(next);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++next);
    if (c === 0x3a /* : */) keys++;
    i = text.indexOf('"', next);
  }
  return keys;
}

/** Own properties of every object in parsed JSON (iterative: nesting depth is the text's to choose). */
function keysHeld(data: unknown): number {
  let keys = 0;
  const pending: unknown[] = [data];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) pending.push(item);
      continue;
    }
    const names = Object.keys(value);
    keys += names.length;
    for (const name of names) {
      const item = (value as Record<string, unknown>)[name];
      if (typeof item === 'object' && item !== null) pending.push(item);
    }
  }
  return keys;
}

function parseWithPositions(file: string, text: string): ReadResult {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const position = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - lineStarts[lo]! + 1 };
  };

  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first || !root) {
    const at = position(first?.offset ?? 0);
    const message = first ? describeParseError(first) : 'Empty document';
    return { ok: false, problem: { file, ...at, severity: 'error', code: 'json-syntax', pointer: '', message } };
  }

  const duplicate = findDuplicateKey(root);
  if (duplicate) {
    const message = `Invalid JSON: duplicate key "${duplicate.value as string}"`;
    return { ok: false, problem: { file, ...position(duplicate.offset), severity: 'error', code: 'json-syntax', pointer: '', message } };
  }
  const data: unknown = JSON.parse(text);
  const locate = (pointer: string) => {
    const segments = pointerSegments(pointer);
    for (let depth = segments.length; depth >= 0; depth--) {
      const path = segments.slice(0, depth).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      const node: Node | undefined = depth === 0 ? root : findNodeAtLocation(root, path);
      if (!node) continue;
      const end = position(node.offset + node.length);
      return { ...position(node.offset), endLine: end.line, endCol: end.col, exact: depth === segments.length, depth };
    }
    return { line: 1, col: 1, endLine: 1, endCol: 1, exact: false, depth: 0 };
  };
  return { ok: true, doc: { file, data, locate, text } };
}

/** The second occurrence of a key within one object: JSON.parse would silently keep the last. */
function findDuplicateKey(node: Node): Node | undefined {
  if (node.type === 'object') {
    const seen = new Set<unknown>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      if (!key) continue;
      if (seen.has(key.value)) return key;
      seen.add(key.value);
    }
  }
  for (const child of node.children ?? []) {
    const found = findDuplicateKey(child);
    if (found) return found;
  }
  return undefined;
}

function describeParseError(e: ParseError): string {
  const names: Record<string, string> = {
    InvalidSymbol: 'invalid symbol',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'property name expected',
    ValueExpected: 'value expected',
    ColonExpected: 'colon expected',
    CommaExpected: 'comma expected',
    CloseBraceExpected: 'closing brace expected',
    CloseBracketExpected: 'closing bracket expected',
    EndOfFileExpected: 'end of file expected',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unexpected end of comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unexpected end of number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character',
  };
  const code = printParseErrorCode(e.error);
  return `Invalid JSON: ${names[code] ?? code}`;
}
