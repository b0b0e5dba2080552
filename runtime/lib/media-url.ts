// Versioned /media addresses (issue 21): a tenant's /media file whose name carries no content hash
// is addressed as `/media/<file>?v=<hash>`, the first 8 hex digits of its bytes' SHA-256, so
// /media and /_image can answer it `immutable`. The server adds the versions to a tenant's data
// once per load (server/http/media-version.ts); the renderer and the browser read them as given.

/** A version in a /media address: 8 to 64 hex digits. */
const VERSION = /^[0-9a-f]{8,64}$/;
const HASHED_NAME = /\.[0-9a-f]{8,64}\.[a-z0-9]+$/i;

/** The `v` of a /media address when it looks like a content version, lower case, or null. */
export function mediaVersionParam(v: unknown): string | null {
  return typeof v === 'string' && VERSION.test(v.toLowerCase()) ? v.toLowerCase() : null;
}

/**
 * The address to render for a /media path: with `?v=<version>` when the path is a plain /media
 * file (no query or fragment, no content hash in its name) and its version is known; any other
 * text is returned as it is.
 */
export function versionedMediaUrl(url: string, versionOf: (mediaPath: string) => string | null): string {
  if (!url.startsWith('/media/') || /[?#]/.test(url) || HASHED_NAME.test(url)) return url;
  const version = versionOf(url);
  return version ? `${url}?v=${version}` : url;
}

/**
 * `value` with every string that is a plain /media path versioned (versionedMediaUrl). Objects
 * and arrays with nothing to change are returned as they are (frozen data stays shared); the
 * ones that change are shallow copies.
 */
export function withMediaVersions<T>(value: T, versionOf: (mediaPath: string) => string | null): T {
  return walk(value, versionOf) as T;
}

function walk(value: unknown, versionOf: (mediaPath: string) => string | null): unknown {
  if (typeof value === 'string') return versionedMediaUrl(value, versionOf);
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const next = walk(value[i], versionOf);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  if (typeof value === 'object' && value !== null) {
    let copy: Record<string, unknown> | null = null;
    for (const [key, child] of Object.entries(value)) {
      const next = walk(child, versionOf);
      if (next !== child) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
    }
    return copy ?? value;
  }
  return value;
}
