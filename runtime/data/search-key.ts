/** Cache key of a search screen's results: its canonical URL. The server seeds the same key. */
export const searchQueryKey = (href: string) => ['search', href] as const;
