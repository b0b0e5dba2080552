// Reviews shown (spec section 9): ratings above 4 only, at most 12, newest first; the star rating
// shows one decimal and the count.
import { formatNumber } from './format';

const MIN_RATING_SHOWN_ABOVE = 4;
const REVIEWS_SHOWN = 12;

interface RatedReview {
  rating: number;
  review_date?: string;
}

export function shownReviews<R extends RatedReview>(reviews: readonly R[]): R[] {
  return reviews
    .filter((r) => r.rating > MIN_RATING_SHOWN_ABOVE)
    .map((r, i) => ({ r, i, t: Date.parse(r.review_date ?? '') }))
    .sort((a, b) => (Number.isNaN(b.t) ? -Infinity : b.t) - (Number.isNaN(a.t) ? -Infinity : a.t) || a.i - b.i)
    .slice(0, REVIEWS_SHOWN)
    .map(({ r }) => r);
}

interface StarRating {
  /** "4.7" */
  value: string;
  /** "4.7 (128 reviews)" */
  text: string;
  /** For screen readers: "Rated 4.7 out of 5 from 128 reviews". */
  label: string;
}

export function starRating(average: number, count: number): StarRating {
  const value = (Math.round(average * 10) / 10).toFixed(1);
  const reviews = `${formatNumber(count)} review${count === 1 ? '' : 's'}`;
  return { value, text: `${value} (${reviews})`, label: `Rated ${value} out of 5 from ${reviews}` };
}

/** Average and count of a list of reviews; null when there are none. */
export function reviewSummary(reviews: readonly RatedReview[]): { average_rating: number; review_count: number } | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((s, r) => s + r.rating, 0);
  return { average_rating: sum / reviews.length, review_count: reviews.length };
}

/** A review's title as the review lists show it: none when the site hides titles (display.hide_review_titles) or the review has none. */
export function reviewTitle(review: { title?: string }, site: { display?: { hide_review_titles?: boolean } | null }): string | null {
  const title = review.title?.trim();
  return title && site.display?.hide_review_titles !== true ? title : null;
}
