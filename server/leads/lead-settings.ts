// Settings of the lead pipeline: environment first, then whatever startServer (or a test) overrides.
import path from 'node:path';

export interface LeadSettings {
  /** Folder of leads.sqlite and uploads/ (DATA_DIR, default ./data). */
  dataDir: string;
  /** First retry delay of a failed delivery; each later one doubles (LEAD_RETRY_BASE_MS, 30 s). */
  retryBaseMs: number;
  /** Longest delay between two delivery attempts (LEAD_RETRY_CAP_MS, 1 h). */
  retryCapMs: number;
  /** Attempts after which a delivery is dead (LEAD_MAX_ATTEMPTS, 8). */
  maxAttempts: number;
  /** How long one delivery POST may take (LEAD_DELIVERY_TIMEOUT_MS, 10 s). */
  deliveryTimeoutMs: number;
  /** Sends at once to one destination (LEAD_DELIVERY_CONCURRENCY, 2). */
  deliveryConcurrency: number;
  /** Sends at once over every destination (LEAD_DELIVERY_MAX_PARALLEL, 64). */
  deliveryMaxParallel: number;
  /** Requests per minute per IP on the lead routes (LEAD_RATE_LIMIT_PER_MIN, 30). */
  leadRateLimitPerMinute: number;
  /** Requests per minute per IP on the event routes (EVENT_RATE_LIMIT_PER_MIN, 120). */
  eventRateLimitPerMinute: number;
  /** Bytes of uploads one lead may carry over all its requests (UPLOAD_LEAD_MAX_MB, 20 MB). */
  uploadLeadMaxBytes: number;
  /** Bytes of uploads one tenant may keep on disk (UPLOAD_TENANT_MAX_MB, 2048 MB). */
  uploadTenantMaxBytes: number;
  /** Days an upload is kept before `builder-cli uploads purge` deletes it (UPLOAD_RETENTION_DAYS, 90). */
  uploadRetentionDays: number;
  /** HMAC key signing ALTCHA challenges (ALTCHA_HMAC_KEY; random per process when unset). */
  altchaHmacKey?: string;
}

const MB = 1024 * 1024;

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return Math.floor(n);
}

export function leadSettings(overrides: Partial<LeadSettings> = {}, env: NodeJS.ProcessEnv = process.env): LeadSettings {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) as Partial<LeadSettings>;
  return {
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    retryBaseMs: positiveInt(env.LEAD_RETRY_BASE_MS, 30_000, 'LEAD_RETRY_BASE_MS'),
    retryCapMs: positiveInt(env.LEAD_RETRY_CAP_MS, 60 * 60_000, 'LEAD_RETRY_CAP_MS'),
    maxAttempts: positiveInt(env.LEAD_MAX_ATTEMPTS, 8, 'LEAD_MAX_ATTEMPTS'),
    deliveryTimeoutMs: positiveInt(env.LEAD_DELIVERY_TIMEOUT_MS, 10_000, 'LEAD_DELIVERY_TIMEOUT_MS'),
    deliveryConcurrency: positiveInt(env.LEAD_DELIVERY_CONCURRENCY, 2, 'LEAD_DELIVERY_CONCURRENCY'),
    deliveryMaxParallel: positiveInt(env.LEAD_DELIVERY_MAX_PARALLEL, 64, 'LEAD_DELIVERY_MAX_PARALLEL'),
    leadRateLimitPerMinute: positiveInt(env.LEAD_RATE_LIMIT_PER_MIN, 30, 'LEAD_RATE_LIMIT_PER_MIN'),
    eventRateLimitPerMinute: positiveInt(env.EVENT_RATE_LIMIT_PER_MIN, 120, 'EVENT_RATE_LIMIT_PER_MIN'),
    uploadLeadMaxBytes: positiveInt(env.UPLOAD_LEAD_MAX_MB, 20, 'UPLOAD_LEAD_MAX_MB') * MB,
    uploadTenantMaxBytes: positiveInt(env.UPLOAD_TENANT_MAX_MB, 2048, 'UPLOAD_TENANT_MAX_MB') * MB,
    uploadRetentionDays: positiveInt(env.UPLOAD_RETENTION_DAYS, 90, 'UPLOAD_RETENTION_DAYS'),
    altchaHmacKey: env.ALTCHA_HMAC_KEY || undefined,
    ...defined,
    ...(defined.dataDir ? { dataDir: path.resolve(defined.dataDir) } : {}),
  };
}
