// The digest of what a visitor submitted, kept with an Idempotency-Key: a retry of the same
// submission matches it, a different lead under the same key does not.
import { createHash } from 'node:crypto';

/** Keys that may differ between two sends of the same submission (retry after navigation, new captcha). */
const VOLATILE_FIELDS = new Set(['altcha', 'website_url', 'url', 'visited_pages', 'linked_query_params']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** A digest of what the visitor submitted, to tell a retry from a different lead under the same key. */
export function submissionFingerprint(input: Readonly<Record<string, unknown>>): string {
  const kept = Object.fromEntries(Object.entries(input).filter(([k]) => !VOLATILE_FIELDS.has(k)));
  return createHash('sha256')
    .update(JSON.stringify(canonical(kept)))
    .digest('base64url');
}
