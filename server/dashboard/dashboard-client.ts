// The dealer dashboard API client (spec section 7): HTTP Basic credentials, up to 2 retries on a
// non-OK reply or a network failure; a 404 logs "Unable to fetch data. 404 error." and returns
// false at once; any other failure returns false once the retries are spent. It runs on the
// server only, so the credentials never reach a browser.

export const DASHBOARD_RETRIES = 2;
export const NOT_FOUND_MESSAGE = 'Unable to fetch data. 404 error.';

export interface DashboardClientOptions {
  baseUrl: string;
  /** Host used for the website session data in staging (spec section 7). */
  stagingBaseUrl?: string;
  staging?: boolean;
  username: string;
  password: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

export interface DashboardClient {
  manufacturer(manufacturerId: string | number, websiteId: string | number): Promise<unknown | false>;
  serviceBookings(dealershipId: string | number): Promise<unknown | false>;
  appointmentBookings(dealershipId: string | number): Promise<unknown | false>;
  websiteSessionData(websiteId: string | number): Promise<unknown | false>;
}

const trim = (url: string) => url.replace(/\/+$/, '');
const id = (v: string | number) => encodeURIComponent(String(v));

export function createDashboardClient(options: DashboardClientOptions): DashboardClient {
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? ((message: string, detail?: Record<string, unknown>) => console.error(message, detail ?? ''));
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  async function call(url: string, headers: Record<string, string> = {}): Promise<unknown | false> {
    for (let attempt = 0; attempt <= DASHBOARD_RETRIES; attempt++) {
      try {
        const res = await doFetch(url, { headers: { Authorization: authorization, ...headers }, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
        if (res.status === 404) {
          log(NOT_FOUND_MESSAGE, { url });
          return false;
        }
        if (res.ok) return (await res.json()) as unknown;
        if (attempt === DASHBOARD_RETRIES) log('dashboard request failed', { url, status: res.status, attempts: attempt + 1 });
      } catch (error) {
        if (attempt === DASHBOARD_RETRIES)
          log('dashboard request failed', { url, error: error instanceof Error ? error.message : String(error), attempts: attempt + 1 });
      }
    }
    return false;
  }

  const base = trim(options.baseUrl);
  return {
    manufacturer: (manufacturerId, websiteId) => call(`${base}/manufacturers/${id(manufacturerId)}.json?website_id=${id(websiteId)}`),
    serviceBookings: (dealershipId) => call(`${base}/dealerships/${id(dealershipId)}/available_service_bookings.json`),
    appointmentBookings: (dealershipId) => call(`${base}/dealerships/${id(dealershipId)}/available_appointment_bookings.json`),
    websiteSessionData: (websiteId) => {
      const host = options.staging && options.stagingBaseUrl ? trim(options.stagingBaseUrl) : base;
      return call(`${host}/api/v1/websites/${id(websiteId)}/website_session_data.json`, { Accept: 'application/json' });
    },
  };
}

/** DASHBOARD_URL with DASHBOARD_USER and DASHBOARD_PASSWORD; staging (APP_ENV=staging) reads the session data from DASHBOARD_STAGING_URL. */
export function dashboardClientFromEnv(env: NodeJS.ProcessEnv = process.env, log?: DashboardClientOptions['log']): DashboardClient | null {
  const baseUrl = env.DASHBOARD_URL?.trim();
  if (!baseUrl) return null;
  return createDashboardClient({
    baseUrl,
    stagingBaseUrl: env.DASHBOARD_STAGING_URL?.trim() || undefined,
    staging: env.APP_ENV === 'staging',
    username: env.DASHBOARD_USER ?? '',
    password: env.DASHBOARD_PASSWORD ?? '',
    log,
  });
}
