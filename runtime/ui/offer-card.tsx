// One offer as the list and the offer page show it (spec section 2 "Offers"): title, image
// linking to the offer, description and disclaimer with their toggles, Enquire Now (or web chat
// on sites that open chat) and Explore {model}.
import { collapseDescription, collapseDisclaimer } from '../lib/collapse-text';
import { localeMessages } from '../lib/locale-messages';
import { useSite } from '../data/site-context';
import { CollapsibleText } from './collapsible-text';
import { SmartLink } from './smart-link';
import { ResponsiveImage } from './responsive-image';
import './offer-card.css';
import { openChat } from './chat-events';
import type { OfferCardData } from '../lib/offer-cards';

export function OfferCard({
  offer,
  headingLevel: Heading = 'h2',
  linkTitle = true,
  eager = false,
}: {
  offer: OfferCardData;
  headingLevel?: 'h1' | 'h2' | 'h3';
  linkTitle?: boolean;
  eager?: boolean;
}) {
  const site = useSite();
  const words = localeMessages(site.locale);
  const openChatInstead = site.display?.offers_open_chat === true;
  return (
    <article className="offer-card">
      {offer.image && (
        <SmartLink href={offer.href} className="offer-card-image" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage src={offer.image} alt="" width={800} height={450} sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw" eager={eager} />
        </SmartLink>
      )}
      <div className="offer-card-body">
        {offer.category && <p className="offer-card-category">{offer.category}</p>}
        <Heading className="offer-card-title">{linkTitle ? <SmartLink href={offer.href}>{offer.name}</SmartLink> : offer.name}</Heading>
        <CollapsibleText
          html={offer.description}
          collapsed={collapseDescription(offer.description)}
          moreLabel="View more"
          lessLabel="View less"
          subject={`of ${offer.name}`}
          className="offer-card-description"
        />
        {offer.disclaimer && (
          <CollapsibleText
            html={offer.disclaimer}
            collapsed={collapseDisclaimer(offer.disclaimer)}
            moreLabel="View full disclaimer"
            lessLabel="View less"
            subject={`of ${offer.name}`}
            className="offer-card-disclaimer"
          />
        )}
        <div className="offer-card-actions">
          {openChatInstead ? (
            <button type="button" className="btn btn-primary" onClick={() => openChat({ offer: offer.name })}>
              {words.enquireNow}
              <span className="sr-only"> about {offer.name} (opens web chat)</span>
            </button>
          ) : (
            <SmartLink href={offer.enquireHref} className="btn btn-primary">
              {words.enquireNow}
              <span className="sr-only"> about {offer.name}</span>
            </SmartLink>
          )}
          {offer.model && (
            <SmartLink href={offer.model.href} className="btn btn-outline">
              Explore {offer.model.name}
            </SmartLink>
          )}
        </div>
      </div>
    </article>
  );
}
