// /models?body={body-name-lowercased-hyphenated} (spec section 2).

/** "Cab Chassis" -> "cab-chassis", "SUV" -> "suv". */
export function bodySlug(body: string): string {
  return body
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Models of one body, by the slug in ?body=; an empty or missing slug means every model. */
export function modelsOfBody<M extends { manufacturer_body: string }>(models: readonly M[], slug: string | null | undefined): M[] {
  if (!slug) return [...models];
  return models.filter((m) => bodySlug(m.manufacturer_body) === slug);
}
