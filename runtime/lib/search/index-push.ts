// Several servers share one Meilisearch (MEILI_HOST with DATABASE_URL): every server is told of a
// stock change, but only one should push the tenant's documents. Each push is recorded with the
// stock version and a digest of what was pushed; a server about to push compares its own.

/** What a server pushed, or is about to push, for a tenant's index. */
export interface IndexPush {
  /** The tenant's stock version the documents come from. */
  version: number;
  /** A digest of the documents and settings sent. */
  digest: string;
}

/**
 * Whether `mine` must be pushed, given the last recorded push: not when a newer version is
 * indexed already (this server lags behind), nor when the same version with the same content is.
 * The same version with other content (a tenant folder's search settings changed, a hold laid
 * over a car) is pushed.
 */
export function mustPush(recorded: IndexPush | undefined, mine: IndexPush): boolean {
  if (!recorded) return true;
  if (recorded.version > mine.version) return false;
  return recorded.version < mine.version || recorded.digest !== mine.digest;
}
