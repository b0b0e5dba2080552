import type { OfferListProps } from './props';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { OfferCard } from '../../runtime/ui/offer-card';
import { Prose } from '../../runtime/ui/prose';
import './style.css';

export default function OfferList({ heading, intro, emptyText }: OfferListProps) {
  const offers = useBlockData(contract) ?? [];
  return (
    <section className="offer-list container">
      {heading && <h1>{heading}</h1>}
      {intro && <Prose html={intro} />}
      {offers.length === 0 ? (
        <p className="offer-list-empty">{emptyText}</p>
      ) : (
        <div className="offer-grid">
          {offers.map((offer, i) => (
            <OfferCard key={offer.id} offer={offer} headingLevel="h2" eager={i === 0} />
          ))}
        </div>
      )}
    </section>
  );
}
