import type { ModelPageProps } from './props';
import { formatDollars, localeMessages } from '../../runtime/lib/locale-messages';
import { pluralBodyName } from '../../runtime/lib/vehicle-names';
import { bodySlug } from '../../runtime/lib/body-slug';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { useSite } from '../../runtime/data/site-context';
import { ResponsiveImage } from '../../runtime/ui/responsive-image';
import { OfferCard } from '../../runtime/ui/offer-card';
import { SmartLink } from '../../runtime/ui/smart-link';
import './style.css';

export default function ModelPage({ stockLabel, enquireHref }: ModelPageProps) {
  const data = useBlockData(contract);
  const { locale } = useSite();
  const words = localeMessages(locale);
  if (!data) return null;
  const { model, stockHref, offers } = data;
  return (
    <article className="model-page container">
      <p className="model-page-back">
        <SmartLink href={`/models?body=${bodySlug(model.body)}`}>All {pluralBodyName(model.body)}</SmartLink>
      </p>
      <div className="model-page-hero">
        {model.image && (
          <ResponsiveImage
            src={model.image.url}
            alt={model.name}
            width={model.image.width}
            height={model.image.height}
            eager
            sizes="(min-width: 992px) 50vw, 100vw"
          />
        )}
        <div>
          <h1>{model.name}</h1>
          {model.priceFrom !== undefined && <p className="model-page-price">From {formatDollars(model.priceFrom, locale)}</p>}
          {model.description && <p>{model.description}</p>}
          {(model.variant || model.fuel) && (
            <dl className="model-page-facts">
              {model.variant && (
                <div>
                  <dt>Variant</dt>
                  <dd>{model.variant}</dd>
                </div>
              )}
              {model.fuel && (
                <div>
                  <dt>Fuel</dt>
                  <dd>{model.fuel}</dd>
                </div>
              )}
            </dl>
          )}
          <div className="model-page-actions">
            <SmartLink href={stockHref} className="btn btn-primary">
              {stockLabel.replace('{model}', model.name)}
            </SmartLink>
            <SmartLink href={enquireHref} className="btn btn-outline">
              {words.enquireNow}
              <span className="sr-only"> about the {model.name}</span>
            </SmartLink>
          </div>
        </div>
      </div>
      {offers.length > 0 && (
        <section className="model-page-offers">
          <h2>{model.name} offers</h2>
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} headingLevel="h3" />
          ))}
        </section>
      )}
    </article>
  );
}
