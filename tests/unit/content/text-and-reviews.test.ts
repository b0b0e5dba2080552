// Collapse thresholds (200, truncate about 160), the reviews filter (rating above 4, at most 12)
// and the star rating format (one decimal and the count).
import { describe, expect, it } from 'vitest';
import { collapseDescription, collapseDisclaimer, plainText, truncateText } from '../../../runtime/lib/collapse-text';
import { reviewSummary, shownReviews, starRating } from '../../../runtime/lib/reviews';

const words = (n: number) => 'abcd '.repeat(Math.ceil(n / 5)).slice(0, n);

describe('description collapse', () => {
  it.each([
    ['199 characters', 199, false],
    ['200 characters stay open', 200, false],
    ['201 characters collapse', 201, true],
  ])('%s', (_, n, collapsible) => {
    const text = words(n).replace(/ $/, 'x');
    expect(text.length).toBe(n);
    const c = collapseDescription(text);
    expect(c.collapsible).toBe(collapsible);
    if (collapsible) expect(c.short.length).toBeLessThanOrEqual(161);
    else expect(c.short).toBe(text);
  });

  it('measures the text, not the markup', () => {
    const html = `<p><strong>${'x'.repeat(150)}</strong></p><p>${'y'.repeat(40)}</p>`;
    expect(collapseDescription(html).collapsible).toBe(false);
  });

  it('the disclaimer collapses over 200 too', () => {
    expect(collapseDisclaimer('z'.repeat(200)).collapsible).toBe(false);
    expect(collapseDisclaimer('z '.repeat(101)).collapsible).toBe(true);
  });
});

describe('truncation at about 160', () => {
  it.each([
    ['short text unchanged', 'Drive away today.', 160, 'Drive away today.'],
    ['cut at the last space before 160', `${'a'.repeat(150)} bbbbbbbbbbbbbbbbbbbb`, 160, `${'a'.repeat(150)}…`],
    ['one long word is cut at 160', 'c'.repeat(300), 160, `${'c'.repeat(160)}…`],
    ['trailing punctuation dropped', `${'a'.repeat(150)}, bbbbbbbbbbbbbbbbbbbb`, 160, `${'a'.repeat(150)}…`],
  ])('%s', (_, text, at, expected) => expect(truncateText(text, at)).toBe(expected));

  it('plain text decodes entities and drops tags', () => expect(plainText('<p>Save&nbsp;$2,000 &amp; more</p><p>Now</p>')).toBe('Save $2,000 & more Now'));
});

describe('reviews shown', () => {
  const review = (id: number, rating: number, review_date = `2026-01-${String(id).padStart(2, '0')}`) => ({ id, rating, review_date });

  it.each([
    ['4 is not above 4', [review(1, 4)], []],
    ['4.1 is above 4', [review(1, 4.1)], [1]],
    ['5 is shown, 3 is not', [review(1, 5), review(2, 3)], [1]],
    ['newest first', [review(1, 5), review(3, 5), review(2, 5)], [3, 2, 1]],
  ])('%s', (_, list, ids) => expect(shownReviews(list).map((r) => r.id)).toEqual(ids));

  it('at most 12', () => {
    const list = Array.from({ length: 13 }, (_, i) => review(i + 1, 5));
    expect(shownReviews(list)).toHaveLength(12);
    expect(shownReviews(list.slice(0, 12))).toHaveLength(12);
  });
});

describe('star rating', () => {
  it.each([
    [4.66, 128, '4.7', '4.7 (128 reviews)'],
    [5, 1, '5.0', '5.0 (1 review)'],
    [4.04, 0, '4.0', '4.0 (0 reviews)'],
  ])('%f from %i', (avg, count, value, text) => {
    const r = starRating(avg, count);
    expect([r.value, r.text]).toEqual([value, text]);
    expect(r.label).toBe(`Rated ${value} out of 5 from ${text.slice(value.length + 2, -1)}`);
  });

  it('summary of a list', () => {
    expect(reviewSummary([])).toBeNull();
    expect(reviewSummary([{ rating: 5 }, { rating: 4 }])).toEqual({ average_rating: 4.5, review_count: 2 });
  });
});
