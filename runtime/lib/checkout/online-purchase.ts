// Whether a site sells online (the Reserve button and the checkout routes): site.json
// `features.online_purchase`, else the dealer platform's `flags.enable_store` (spec section 3's
// flags). The site's own setting wins when given, so a dealer can turn the platform's store off.
import type { Site } from '../../../schemas/types/site';

type OnlinePurchaseSite = { features?: Pick<NonNullable<Site['features']>, 'online_purchase'>; flags?: Pick<NonNullable<Site['flags']>, 'enable_store'> };

export function onlinePurchase(site: OnlinePurchaseSite): boolean {
  return site.features?.online_purchase ?? site.flags?.enable_store ?? false;
}

/** The JSON pointer of the setting that turned online purchase on (for messages), or null when it is off. */
export function onlinePurchaseSource(site: OnlinePurchaseSite): '/features/online_purchase' | '/flags/enable_store' | null {
  if (!onlinePurchase(site)) return null;
  return site.features?.online_purchase === true ? '/features/online_purchase' : '/flags/enable_store';
}
