import { describe, expect, it } from 'vitest';
import { findControlCharacter, refusedControlCharacter, terminalSafe } from '../../runtime/lib/text/control-characters';

describe('refusedControlCharacter', () => {
  it.each([
    ['plain text', 'Ann Smith', null],
    ['accents and emoji', 'Zoë 🚗', null],
    ['tab', 'a\tb', null],
    ['LF and CR (a message box)', 'one\r\ntwo', null],
    ['NUL', 'a\u0000b', '\u0000'],
    ['BEL', 'a\u0007', '\u0007'],
    ['vertical tab', 'a\u000bb', '\u000b'],
    ['ESC', '\u001b[31mred', '\u001b'],
    ['unit separator', '\u001f', '\u001f'],
    ['DEL', 'a\u007f', '\u007f'],
    ['C1 CSI', '\u009b2J', '\u009b'],
    ['C1 end', '\u009f', '\u009f'],
    ['NBSP is text', 'a\u00a0b', null],
  ])('%s', (_, text, expected) => expect(refusedControlCharacter(text)).toBe(expected));
});

describe('findControlCharacter', () => {
  it.each([
    ['nothing', { lead: { name: 'Ann', n: 3, ok: true, none: null } }, null],
    ['a nested field', { lead: { form: 'contact', email: 'a\u001b@x.com' } }, { pointer: '/lead/email', field: 'email', char: '\u001b' }],
    ['an array item keeps the field', { contact: { names: ['ok', 'b\u0000'] } }, { pointer: '/contact/names/1', field: 'names', char: '\u0000' }],
    ['a key', { 'a\u0001': 1 }, { pointer: '/a\u0001', field: 'a\u0001', char: '\u0001' }],
    ['a top-level string', 'x\u007f', { pointer: '/', field: null, char: '\u007f' }],
    ['the first in document order', { a: 'x\u0002', b: 'y\u0003' }, { pointer: '/a', field: 'a', char: '\u0002' }],
    ['pointer escaping', { 'a/b': { '~': '\u0004' } }, { pointer: '/a~1b/~0', field: '~', char: '\u0004' }],
  ])('%s', (_, value, expected) => expect(findControlCharacter(value)).toEqual(expected));

  it('copes with any depth (iterative)', () => {
    let deep: unknown = 'end\u001b';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findControlCharacter(deep)?.char).toBe('\u001b');
  });
});

describe('terminalSafe', () => {
  it.each([
    ['plain', 'Ann', {}, 'Ann'],
    ['ESC sequence', '\u001b[2J', {}, '\\u001b[2J'],
    ['NUL, DEL, C1', '\u0000\u007f\u009b', {}, '\\u0000\\u007f\\u009b'],
    ['tab stays', 'a\tb', {}, 'a\tb'],
    ['LF escaped in a cell', 'a\nb', {}, 'a\\u000ab'],
    ['LF kept with keepLineBreaks', 'a\nb', { keepLineBreaks: true }, 'a\nb'],
    ['CR escaped even with keepLineBreaks', 'a\rb', { keepLineBreaks: true }, 'a\\u000db'],
    ['bidi override', 'abc\u202Edef', {}, 'abc\\u202edef'],
    ['line separator', 'a\u2028b', {}, 'a\\u2028b'],
  ])('%s', (_, text, options, expected) => expect(terminalSafe(text, options)).toBe(expected));

  it('keeps JSON valid: the escape is a JSON escape inside a string', () => {
    const json = terminalSafe(JSON.stringify({ t: 'a\u007f\u009b\u202e' }), { keepLineBreaks: true });
    expect(JSON.parse(json)).toEqual({ t: 'a\u007f\u009b\u202e' });
  });
});
