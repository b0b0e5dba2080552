import { useSite } from '../../runtime/data/site-context';
import { localeMessages } from '../../runtime/lib/locale-messages';
import { useId, useState } from 'react';
import type { ShellModel } from '../../runtime/lib/shell-collections';
import { bodyHref, bodyTypes, modelHref, modelImage } from '../../runtime/ui/model-links';
import { pluralBodyName } from '../../runtime/lib/vehicle-names';
import { LinkButton } from '../../runtime/ui/link-button';
import { SmartLink } from '../../runtime/ui/smart-link';

interface Props {
  id: string;
  models: readonly ShellModel[];
  searchPath: string;
  /** The menu item's own href (e.g. /models), offered as "All models". */
  allHref?: string;
  /** The cars for sale at searchPath (runtime/lib/menu-stock-count.ts), shown on the Our Stock button. */
  stockCount?: number;
}

/**
 * The models mega-menu (spec section 2 "Navigation"): body categories on the left; hovering,
 * focusing or clicking one shows its model cards. Each panel follows its category button in the
 * DOM, so Tab moves from a category into its models and on to the next category.
 */
export function ModelsMenu({ id, models, searchPath, allHref, stockCount }: Props) {
  const site = useSite();
  const baseId = useId();
  const categories = bodyTypes(models);
  const [active, setActive] = useState(0);

  return (
    <div id={id} className="nav-dropdown mega-menu">
      <ul className="mega-categories">
        {categories.map((body, i) => {
          const panelId = `${baseId}-body-${i}`;
          const isActive = i === active;
          return (
            <li className={`mega-category${isActive ? ' is-active' : ''}`} key={body}>
              <button
                type="button"
                className="mega-category-button"
                aria-expanded={isActive}
                aria-controls={panelId}
                onClick={() => setActive(i)}
                onFocus={() => setActive(i)}
                onPointerEnter={(e) => {
                  if (e.pointerType === 'mouse') setActive(i);
                }}
              >
                {pluralBodyName(body)}
              </button>
              <ul id={panelId} className="mega-panel">
                {models
                  .filter((m) => m.manufacturer_body === body)
                  .map((model) => {
                    const image = modelImage(model);
                    return (
                      <li className="model-card" key={model.id}>
                        {image && <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" decoding="async" />}
                        <span className="model-card-name">{model.name}</span>
                        <SmartLink href={modelHref(model)} className="btn btn-outline btn-small">
                          View more<span className="sr-only"> about the {model.name}</span>
                        </SmartLink>
                      </li>
                    );
                  })}
                <li className="mega-panel-all">
                  <SmartLink href={bodyHref(body)}>All {pluralBodyName(body)}</SmartLink>
                </li>
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mega-footer">
        {allHref && <SmartLink href={allHref}>All models</SmartLink>}
        <SmartLink href="/contact">Contact Us</SmartLink>
        <LinkButton
          label={`${localeMessages(site.locale).stockLink}${stockCount === undefined ? '' : ` (${stockCount.toLocaleString(site.locale)})`}`}
          href={searchPath}
        />
      </div>
    </div>
  );
}
