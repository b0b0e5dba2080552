// The head of a page made for one item: "{item} | {site}", its text as a description cut on a
// word boundary at 155 characters, a fallback for items without text, and how a load result carries it.
import { describe, expect, it } from 'vitest';
import { headOf, withHead } from '../../../runtime/lib/item-head';
import { itemHead, META_DESCRIPTION_LENGTH } from '../../../runtime/lib/item-head-text';

const words = (n: number) => 'word '.repeat(n).trim();
// 30 words and a 5-letter one: exactly the limit.
const atLimit = `${words(30)} yyyyy`;
if (atLimit.length !== META_DESCRIPTION_LENGTH) throw new Error('fixture: atLimit must be the limit long');

describe('itemHead', () => {
  it.each([
    ['HTML is read as text', '<p>Save <strong>$2,000</strong> &amp; more</p>', 'Save $2,000 & more'],
    ['155 characters are kept whole', atLimit, atLimit],
    ['156 characters are cut on a word boundary', `${atLimit}y`, `${words(30)}…`],
    ['no text: the fallback', '', 'The fallback.'],
    ['markup only: the fallback', '<p> </p>', 'The fallback.'],
  ])('%s', (_, text, description) => {
    const head = itemHead({ name: 'CX-5', text, fallback: 'The fallback.', path: '/cx-5' }, 'Riverbend Mazda');
    expect(head).toEqual({ title: 'CX-5 | Riverbend Mazda', description, path: '/cx-5' });
  });
});

describe('headOf', () => {
  const head = { title: 'T', description: 'D', path: '/p' };
  it.each([
    ['a load result with a head', withHead({ id: 1 }, head), head],
    ['a load result without one', { id: 1 }, undefined],
    ['a head missing its path', { head: { title: 'T', description: 'D' } }, undefined],
    ['nothing loaded', undefined, undefined],
    ['a list', [head], undefined],
  ])('%s', (_, data, expected) => expect(headOf(data)).toEqual(expected));
});
