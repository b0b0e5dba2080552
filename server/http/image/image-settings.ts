// /_image limits from the environment (docs/security.md lists them).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { limitFromEnv } from '../rate-limits';

export interface ImageSettings {
  /** Resizes running at once: at most one per core, one core left for requests (IMAGE_RESIZE_CONCURRENCY). */
  concurrency: number;
  /** Resizes waiting for a slot before more are refused with 503 (IMAGE_RESIZE_QUEUE). */
  maxWaiting: number;
  /** Resizes (cache misses) one client may cause a minute (IMAGE_RESIZES_PER_MIN). */
  resizesPerMinute: number;
  /** Time an image host has to send the whole picture (IMAGE_FETCH_TIMEOUT_MS). */
  fetchTimeoutMs: number;
  /** Largest source file, local or downloaded (IMAGE_MAX_SOURCE_MB). */
  maxSourceBytes: number;
  /** Largest source picture in pixels (IMAGE_MAX_MEGAPIXELS). */
  maxInputPixels: number;
  /** Where resized pictures are kept (IMAGE_CACHE_DIR); unset: `image-cache` in the data folder. */
  cacheDir?: string;
}

export function imageSettings(env: NodeJS.ProcessEnv = process.env, cores: number = availableParallelism()): ImageSettings {
  return {
    concurrency: Math.min(cores, limitFromEnv('IMAGE_RESIZE_CONCURRENCY', Math.max(1, cores - 1), env)),
    maxWaiting: limitFromEnv('IMAGE_RESIZE_QUEUE', 16, env),
    resizesPerMinute: limitFromEnv('IMAGE_RESIZES_PER_MIN', 60, env),
    fetchTimeoutMs: limitFromEnv('IMAGE_FETCH_TIMEOUT_MS', 10_000, env),
    maxSourceBytes: limitFromEnv('IMAGE_MAX_SOURCE_MB', 25, env) * 1024 * 1024,
    maxInputPixels: limitFromEnv('IMAGE_MAX_MEGAPIXELS', 50, env) * 1_000_000,
    ...(env.IMAGE_CACHE_DIR?.trim() ? { cacheDir: path.resolve(env.IMAGE_CACHE_DIR.trim()) } : {}),
  };
}
