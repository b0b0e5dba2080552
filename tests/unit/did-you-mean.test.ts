import { describe, expect, it } from 'vitest';
import { didYouMean, hintFor, suggestionHint } from '../../runtime/lib/text/did-you-mean';

const blockTypes = ['header', 'footer', 'hero', 'rich-text', 'image', 'button-group', 'card-grid', 'faq-list', 'contact-details'];

describe('didYouMean: a suggestion only within max(2, length/3) edits', () => {
  it.each<[string, readonly string[], string | undefined]>([
    ['heor', blockTypes, 'hero'], // 2 edits, limit 2
    ['HERO', blockTypes, 'hero'], // case is ignored
    ['rich-txt', blockTypes, 'rich-text'],
    ['hxxxo', blockTypes, undefined], // 3 edits, limit 2
    ['contact-detals', blockTypes, 'contact-details'],
    ['cnotact-detials', blockTypes, 'contact-details'], // 4 edits, limit 5
    ['subheadng', ['heading', 'subheading', 'eyebrow'], 'subheading'],
    ['xxxxxxxxx', ['subheading'], undefined], // 9 letters: limit 3
    ['Centre', ['left', 'center'], 'center'],
    ['anything', [], undefined],
    ['mazda', ['hyundai', 'mazda'], 'mazda'], // 0 edits: a value only differently cased is named back
    ['ab', ['xy'], 'xy'], // the floor of 2 edits: any two-letter word is near any other
    ['abc', ['xyz'], undefined], // 3 edits, limit 2
  ])('%s -> %s', (word, candidates, expected) => expect(didYouMean(word, candidates)).toBe(expected));

  it('returns the candidate as spelt in the list', () => expect(didYouMean('button-grup', ['Button-Group'])).toBe('Button-Group'));

  it('hintFor words the hint, or gives none', () => {
    expect(suggestionHint('string')).toBe('did you mean "string"?');
    expect(hintFor('heor', blockTypes)).toBe('did you mean "hero"?');
    expect(hintFor('zzzzzz', blockTypes)).toBeUndefined();
  });
});
