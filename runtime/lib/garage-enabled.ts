import type { RouteTableInput } from './route-definition';

/** Whether the site has the signed-in garage (else favourites live in the browser: saved cars). */
export function garageEnabled(site: RouteTableInput['site']): boolean {
  return site.garage_enabled === true || site.flags?.garage_enabled === true;
}
