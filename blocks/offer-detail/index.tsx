import type { OfferDetailProps } from './props';
import type { OfferCardData } from '../../runtime/lib/offer-cards';
import { useBlockData } from '../../runtime/data/block-data';
import { OfferCard } from '../../runtime/ui/offer-card';
import { SmartLink } from '../../runtime/ui/smart-link';
import './style.css';

export default function OfferDetail({ backLabel }: OfferDetailProps) {
  const offer = useBlockData<OfferCardData>();
  if (!offer) return null;
  return (
    <section className="offer-detail container">
      <p className="offer-detail-back">
        <SmartLink href="/special-offers">{backLabel}</SmartLink>
      </p>
      <OfferCard offer={offer} headingLevel="h1" linkTitle={false} eager />
    </section>
  );
}
