import type { OfferDetailProps } from './props';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { OfferCard } from '../../runtime/ui/offer-card';
import { SmartLink } from '../../runtime/ui/smart-link';
import './style.css';

export default function OfferDetail({ backLabel }: OfferDetailProps) {
  const offer = useBlockData(contract);
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
