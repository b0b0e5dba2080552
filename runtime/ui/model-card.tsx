import type { ModelCardData } from '../lib/model-cards';
import { formatDollars } from '../lib/locale-messages';
import { ResponsiveImage } from './responsive-image';
import { SmartLink } from './smart-link';
import { useSite } from '../data/site-context';

/** A model card (spec section 2): image, name and a View more button. */
export function ModelCard({ model, headingLevel: Heading = 'h2' }: { model: ModelCardData; headingLevel?: 'h2' | 'h3' }) {
  const { locale } = useSite();
  return (
    <article className="model-tile">
      {model.image && <ResponsiveImage src={model.image.url} alt="" width={model.image.width} height={model.image.height} />}
      <Heading className="model-tile-name">{model.name}</Heading>
      {model.priceFrom !== undefined && <p className="model-tile-price">From {formatDollars(model.priceFrom, locale)}</p>}
      <SmartLink href={model.href} className="btn btn-outline">
        View more<span className="sr-only"> about the {model.name}</span>
      </SmartLink>
    </article>
  );
}
