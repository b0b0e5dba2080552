// Review titles (spec section 9: "some review titles are hidden"): shown unless the site hides them.
import { expect, it } from 'vitest';
import { reviewTitle } from '../../runtime/lib/reviews';

it.each([
  [{ title: 'Great service' }, {}, 'Great service'],
  [{ title: '  Great service ' }, { display: {} }, 'Great service'],
  [{ title: 'Great service' }, { display: { hide_review_titles: false } }, 'Great service'],
  [{ title: 'Great service' }, { display: { hide_review_titles: true } }, null],
  [{ title: '   ' }, {}, null],
  [{}, {}, null],
  [{}, { display: null }, null],
])('%j on %j -> %s', (review, site, shown) => {
  expect(reviewTitle(review, site)).toBe(shown);
});
