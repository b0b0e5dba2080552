// Reviews for the dealership or one location group: the shown reviews (above 4, newest, at most
// 12) and the summary from the locations' own average_rating and review_count.
import type { Location } from '../../schemas/types/location';
import type { Review } from '../../schemas/types/review';
import { contactSlug } from './location-slug';
import { shownReviews } from './reviews';
import { formatDate } from './locale-messages';

/** A review as shown: its dates formatted for the site's locale on the dealer's clock. */
type ShownReview = Review & { dateText: string; replyDateText?: string };

interface ReviewsData {
  summary: { average: number; count: number } | null;
  reviews: ShownReview[];
}

/** Weighted by each location's review count; null when no location has a rating. */
function ratingSummary(locations: readonly Pick<Location, 'average_rating' | 'review_count'>[]): { average: number; count: number } | null {
  const rated = locations.filter((l) => typeof l.average_rating === 'number' && (l.review_count ?? 0) > 0);
  const count = rated.reduce((s, l) => s + (l.review_count ?? 0), 0);
  if (count === 0) return null;
  return { average: rated.reduce((s, l) => s + l.average_rating! * (l.review_count ?? 0), 0) / count, count };
}

/** `slug` picks one location group (the contact-us slug); without it, the whole dealership. */
export function reviewsData(
  locations: readonly Location[],
  reviews: readonly Review[],
  when: { locale: string; timezone: string },
  slug?: string,
): ReviewsData {
  const chosen = slug ? locations.filter((l) => contactSlug(l.name) === slug) : locations.filter((l) => l.visible !== false);
  const ids = new Set(chosen.map((l) => String(l.id)));
  const own = slug ? reviews.filter((r) => r.location_id !== undefined && ids.has(String(r.location_id))) : reviews;
  const date = (d: string) => formatDate(d, when.locale, when.timezone);
  return {
    summary: ratingSummary(chosen),
    reviews: shownReviews(own).map((r) => ({ ...r, dateText: date(r.review_date), ...(r.reply_date ? { replyDateText: date(r.reply_date) } : {}) })),
  };
}
