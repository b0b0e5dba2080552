// Calls to the external lookup services: a timeout per attempt, up to 2 retries where a repeat
// is safe (lookups only read; a Car Clarity customer carries an Idempotency-Key), and errors
// that name the service.
import { LookupUnavailableError } from './vehicle-lookup';

export interface ServiceConfig {
  name: string;
  url: string;
  apiKey?: string;
  timeoutMs: number;
  retries: number;
  fetch?: typeof fetch;
}

/** POSTs JSON; resolves with the parsed body, null for 404, or throws LookupUnavailableError. */
export async function postService(config: ServiceConfig, body: unknown, headers: Record<string, string> = {}): Promise<unknown | null> {
  const doFetch = config.fetch ?? fetch;
  let lastError = '';
  for (let attempt = 0; attempt <= config.retries; attempt++) {
    try {
      const res = await doFetch(config.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (res.status === 404) return null;
      if (res.ok) return (await res.json()) as unknown;
      lastError = `HTTP ${res.status}`;
      // A 4xx other than 404 will not change on retry.
      if (res.status < 500 && res.status !== 429) break;
    } catch (error) {
      lastError =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${config.timeoutMs} ms`
          : error instanceof Error
            ? error.message
            : String(error);
    }
  }
  throw new LookupUnavailableError(config.name, `${config.name} did not answer (${lastError})`);
}

export function serviceFromEnv(name: string, prefix: string, env: NodeJS.ProcessEnv): ServiceConfig | null {
  const url = env[`${prefix}_URL`]?.trim();
  if (!url) return null;
  return { name, url, apiKey: env[`${prefix}_API_KEY`] || undefined, timeoutMs: Number(env.LOOKUP_TIMEOUT_MS ?? 8000), retries: 2 };
}
