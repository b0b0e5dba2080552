import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { displayPath, hasDuplicateKey, parseJsonDocument, pointerSegments, readJsonDocument, toPointer } from '../../server/tenants/json-document';
import { formatProblem } from '../../server/tenants/problem';

describe('parseJsonDocument: broken JSON syntax is one json-syntax problem at the parser position', () => {
  it.each<[string, string, string]>([
    ['trailing comma in an object', '{\n  "a": 1,\n}', '3:1 Invalid JSON: property name expected'],
    ['trailing comma in an array', '{\n  "a": [1, 2,]\n}', '2:14 Invalid JSON: value expected'],
    ['missing comma between properties', '{\n  "a": 1\n  "b": 2\n}', '3:3 Invalid JSON: comma expected'],
    ['unterminated string at the end of a line', '{\n  "title": "Home\n}', '2:12 Invalid JSON: unterminated string'],
    ['a comment', '{\n  "a": 1 // why\n}', '2:10 Invalid JSON: comments are not allowed in JSON'],
    ['an empty file', '', '1:1 Invalid JSON: value expected'],
    ['a second document after the first', '{}\n{}', '2:1 Invalid JSON: end of file expected'],
    ['a stray word', '{"a": yes}', '1:7 Invalid JSON: invalid symbol'],
  ])('%s', (_, text, expected) => {
    const result = parseJsonDocument('pages/home.json', text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const { line, col, message, code, pointer, severity, file } = result.problem;
    expect(`${line}:${col} ${message}`).toBe(expected);
    expect({ code, pointer, severity, file }).toEqual({ code: 'json-syntax', pointer: '', severity: 'error', file: 'pages/home.json' });
  });

  it('valid JSON parses to its data', () => {
    const result = parseJsonDocument('x.json', '{"a": [1, {"b": null}]}');
    expect(result.ok && result.doc.data).toEqual({ a: [1, { b: null }] });
  });
});

describe('JsonDocument.locate: range of the value at a pointer (end exclusive), or of its nearest existing ancestor', () => {
  const text = ['{', '  "a": {', '    "b": [1, { "c/d": 2, "e~f": 3 }]', '  }', '}'].join('\n');
  const parsed = parseJsonDocument('x.json', text);
  if (!parsed.ok) throw new Error('fixture text must parse');
  it.each<[string, { line: number; col: number; endLine: number; endCol: number; exact: boolean; depth: number }]>([
    ['', { line: 1, col: 1, endLine: 5, endCol: 2, exact: true, depth: 0 }],
    ['/a', { line: 2, col: 8, endLine: 4, endCol: 4, exact: true, depth: 1 }],
    ['/a/b/0', { line: 3, col: 11, endLine: 3, endCol: 12, exact: true, depth: 3 }],
    ['/a/b/1/c~1d', { line: 3, col: 23, endLine: 3, endCol: 24, exact: true, depth: 4 }],
    ['/a/b/1/e~0f', { line: 3, col: 33, endLine: 3, endCol: 34, exact: true, depth: 4 }],
    ['/a/b/1/missing', { line: 3, col: 14, endLine: 3, endCol: 36, exact: false, depth: 3 }],
    ['/a/b/7', { line: 3, col: 10, endLine: 3, endCol: 37, exact: false, depth: 2 }],
    ['/nothing/here', { line: 1, col: 1, endLine: 5, endCol: 2, exact: false, depth: 0 }],
  ])('%j', (pointer, expected) => expect(parsed.doc.locate(pointer)).toEqual(expected));

  it('counts columns from 1 after CRLF line ends', () => {
    const crlf = parseJsonDocument('x.json', '{\r\n  "a": 1\r\n}');
    expect(crlf.ok && crlf.doc.locate('/a')).toMatchObject({ line: 2, col: 8 });
  });
});

describe('JSON pointers', () => {
  it.each<[(string | number)[], string]>([
    [[], ''],
    [['blocks', 0, 'props'], '/blocks/0/props'],
    [['a/b', 'c~d'], '/a~1b/c~0d'],
  ])('%j <-> %j', (segments, pointer) => {
    expect(toPointer(segments)).toBe(pointer);
    expect(pointerSegments(pointer)).toEqual(segments.map(String));
  });
});

describe('displayPath', () => {
  it('prints files under the working directory relative to it, others absolute', () => {
    expect(displayPath(path.join(process.cwd(), 'tenants', 'acme', 'site.json'))).toBe(path.join('tenants', 'acme', 'site.json'));
    const outside = path.resolve(process.cwd(), '..', 'elsewhere', 'site.json');
    expect(displayPath(outside)).toBe(outside);
  });
});

describe('duplicate keys', () => {
  it('reports the second occurrence of a key, which JSON.parse would silently keep', () => {
    const result = parseJsonDocument('dup.json', '{\n  "a": 1,\n  "b": { "c": 1, "c": 2 }\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(formatProblem(result.problem)).toBe('dup.json:3:18 error json-syntax / Invalid JSON: duplicate key "c"');
  });
  it('allows the same key in different objects', () => {
    expect(parseJsonDocument('ok.json', '{"a": {"x": 1}, "b": {"x": 2}}').ok).toBe(true);
  });
});

describe('hasDuplicateKey: the fast scan agrees with the position parser', () => {
  it.each<[string, boolean]>([
    ['{"a": 1, "b": 2}', false],
    ['{"a": 1, "a": 2}', true],
    ['{"a": {"b": 1}, "b": {"a": 1}}', false],
    ['{"a": {"b": 1, "b": 2}}', true],
    ['[{"a": 1}, {"a": 1}]', false],
    ['{"a": "a", "b": "a"}', false],
    ['{"a\\u0062": 1, "ab": 2}', true],
    ['{"x": "\\"a\\":", "a": 1}', false],
    ['{"k": [1, {"k": 2}], "k2": {"k": 3}}', false],
    ['{"s": "{\\"a\\": 1, \\"a\\": 2}"}', false],
    ['{"a\\\\": 1, "a\\\\": 2}', true],
    ['{"p": "c:\\\\", "p": "d:\\\\"}', true],
    ['{"p": "c:\\\\", "q": "say \\"hi\\\\\\""}', false],
    ['{"a" : 1, "a"\n\t: 2}', true],
    ['{"__proto__": 1, "__proto__": 2}', true],
    ['{"__proto__": {"a": 1}, "b": [{"a": 1, "b": ":"}]}', false],
  ])('%s -> %s', (text, expected) => {
    expect(hasDuplicateKey(text)).toBe(expected);
    const parsed = parseJsonDocument('x.json', text);
    expect(parsed.ok).toBe(!expected);
  });

  it('a valid document builds no position tree until something is located, then locates as before', () => {
    const parsed = parseJsonDocument('x.json', '{\n  "a": [1, 2]\n}');
    expect(parsed.ok && parsed.doc.locate('/a/1')).toMatchObject({ line: 2, col: 12, exact: true, depth: 2 });
  });
});

describe('readJsonDocument: a file read again (a template shared by many dealers) is read from memory until it changes', () => {
  it('sees every edit, whatever its size', async () => {
    const { mkdtemp, writeFile, utimes, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { readJsonDocument } = await import('../../server/tenants/json-document');
    const dir = await mkdtemp(path.join(tmpdir(), 'json-doc-'));
    const file = path.join(dir, 'page.json');
    const data = async () => {
      const r = await readJsonDocument(file);
      if (!r.ok) throw new Error(r.problem.message);
      return r.doc.data;
    };
    try {
      await writeFile(file, '{"title": "One"}');
      expect(await data()).toEqual({ title: 'One' });
      expect(await data()).toEqual({ title: 'One' });
      expect(await data(), 'a fresh object each time').not.toBe(await data());
      await writeFile(file, '{"title": "Three"}');
      expect(await data()).toEqual({ title: 'Three' });
      // Same size, new content: the modification time tells.
      await writeFile(file, '{"title": "Seven"}');
      await utimes(file, new Date(), new Date(Date.now() + 5000));
      expect(await data()).toEqual({ title: 'Seven' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('locate: a value the document lacks is placed on the whole document, as the position parser places it', () => {
  it.each<[string, string]>([
    ['a one-line document', '{"a": 1}'],
    ['whitespace and new lines around the root', '\n\n  {\n  "a": {\n    "b": 2\n  }\n}\n\n'],
    ['CRLF line ends', '\r\n{\r\n  "a": 1\r\n}\r\n'],
    ['an array root', '[\n  {"a": 1}\n]'],
  ])('%s', (_, text) => {
    for (const pointer of ['', '/missing', '/missing/deeper', '/0']) {
      const quick = parseJsonDocument('x.json', text);
      const parsed = parseJsonDocument('x.json', text);
      if (!quick.ok || !parsed.ok) throw new Error('fixture must parse');
      parsed.doc.locate('/a'); // builds the position tree, so the next call goes through the parser
      expect(quick.doc.locate(pointer), pointer).toEqual(parsed.doc.locate(pointer));
    }
  });
});

describe('readJsonDocument: shared data for readers that never change it', () => {
  it('a file read again unchanged gets the data parsed before, frozen; other readers get fresh copies; an edit is read anew', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'json-share-'));
    const file = path.join(dir, 'site.json');
    try {
      await writeFile(file, '{"a": {"b": 1}}');
      const first = await readJsonDocument(file, { shareData: true });
      const second = await readJsonDocument(file, { shareData: true });
      const third = await readJsonDocument(file, { shareData: true });
      const fresh = await readJsonDocument(file);
      if (!first.ok || !second.ok || !third.ok || !fresh.ok) throw new Error('fixture must parse');
      expect(third.doc.data).toBe(second.doc.data);
      expect(Object.isFrozen((third.doc.data as { a: object }).a)).toBe(true);
      expect(fresh.doc.data).toEqual(third.doc.data);
      expect(fresh.doc.data).not.toBe(third.doc.data);
      expect(Object.isFrozen(fresh.doc.data)).toBe(false);
      await writeFile(file, '{"a": {"b": 22}}');
      const edited = await readJsonDocument(file, { shareData: true });
      expect(edited.ok && edited.doc.data).toEqual({ a: { b: 22 } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
