import type { ReviewListProps } from './props';
import { reviewTitle, starRating } from '../../runtime/lib/reviews';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { useSite } from '../../runtime/data/site-context';
import './style.css';

const stars = (rating: number) => '★'.repeat(Math.round(rating)) + '☆'.repeat(5 - Math.round(rating));

export default function ReviewList({ heading }: ReviewListProps) {
  const data = useBlockData(contract);
  const site = useSite();
  if (!data || (!data.summary && data.reviews.length === 0)) return null;
  const { summary, reviews } = data;
  const rating = summary ? starRating(summary.average, summary.count) : null;
  return (
    <section className="review-list container">
      <h2>{heading}</h2>
      {rating && (
        <p className="review-summary">
          <span aria-hidden="true" className="stars">
            {stars(Number(rating.value))}
          </span>{' '}
          <span className="sr-only">{rating.label}</span>
          <span aria-hidden="true">{rating.text}</span>
        </p>
      )}
      <ul className="reviews">
        {reviews.map((r) => (
          <li key={r.id} className="review">
            <p className="review-head">
              <strong>{r.customer_name}</strong>{' '}
              <span className="stars" aria-label={`${r.rating} out of 5 stars`} role="img">
                {stars(r.rating)}
              </span>{' '}
              <time dateTime={r.review_date}>{r.dateText}</time>
            </p>
            {reviewTitle(r, site) && <p className="review-title">{reviewTitle(r, site)}</p>}
            <p>{r.text}</p>
            {r.reply_text && (
              <blockquote className="review-reply">
                <p>
                  <strong>Reply from {site.name}</strong>
                  {r.reply_date && (
                    <>
                      {' '}
                      · <time dateTime={r.reply_date}>{r.replyDateText}</time>
                    </>
                  )}
                </p>
                <p>{r.reply_text}</p>
              </blockquote>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
