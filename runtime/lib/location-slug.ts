// The contact-us slug of a location (spec section 2): the lower-cased name without a trailing
// Sales, Service or Parts suffix, with the manufacturer's own spelling (Škoda) normalised, made
// safe for a path: /contact-us/{location-slug}.

const SUFFIX = /[\s-]+(sales|service|parts)\s*$/i;

/** "Riverbend Mazda Sales" -> "riverbend-mazda"; "Škoda Newcastle Service" -> "skoda-newcastle". */
export function contactSlug(name: string): string {
  return name
    .trim()
    .replace(SUFFIX, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /contact-us/{slug} of a location. */
export function contactHref(location: { name: string }): string {
  return `/contact-us/${contactSlug(location.name)}`;
}
