// The dealer dashboard client against a local HTTP server standing in for the dashboard: Basic
// credentials, up to 2 retries on non-OK replies, 404 logged and answered false, the session data
// with a JSON Accept header and the staging host in staging.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_RETRIES, NOT_FOUND_MESSAGE, createDashboardClient, type DashboardClient } from '../../server/dashboard/dashboard-client';

interface Seen {
  url: string;
  authorization?: string;
  accept?: string;
  host: 'live' | 'staging';
}

const seen: Seen[] = [];
/** How each path answers: a list of statuses served in turn (the last repeats). */
let script: Record<string, number[]> = {};
let live: Server;
let staging: Server;
const logged: string[] = [];

function dashboard(name: Seen['host']): Server {
  return createServer((req: IncomingMessage, res) => {
    const url = req.url ?? '';
    seen.push({ url, authorization: req.headers.authorization, accept: req.headers.accept, host: name });
    const path = url.split('?')[0]!;
    const plan = script[path] ?? [200];
    const status = plan.length > 1 ? plan.shift()! : plan[0]!;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { from: name, path } : { error: 'nope' }));
  });
}
const listen = (s: Server) =>
  new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));

let client: DashboardClient;
let stagingClient: DashboardClient;

beforeAll(async () => {
  live = dashboard('live');
  staging = dashboard('staging');
  const [liveUrl, stagingUrl] = await Promise.all([listen(live), listen(staging)]);
  const log = (message: string) => void logged.push(message);
  client = createDashboardClient({ baseUrl: `${liveUrl}/`, stagingBaseUrl: stagingUrl, staging: false, username: 'dealer', password: 's3cret', log });
  stagingClient = createDashboardClient({ baseUrl: liveUrl, stagingBaseUrl: stagingUrl, staging: true, username: 'dealer', password: 's3cret', log });
});
afterAll(() => {
  live?.close();
  staging?.close();
});
beforeEach(() => {
  seen.length = 0;
  logged.length = 0;
  script = {};
});

describe('dashboard client', () => {
  it('calls the four endpoints with HTTP Basic credentials', async () => {
    expect(await client.manufacturer(12, 1101)).toEqual({ from: 'live', path: '/manufacturers/12.json' });
    expect(await client.serviceBookings(1101)).toEqual({ from: 'live', path: '/dealerships/1101/available_service_bookings.json' });
    expect(await client.appointmentBookings(1101)).toEqual({ from: 'live', path: '/dealerships/1101/available_appointment_bookings.json' });
    expect(await client.websiteSessionData(77)).toEqual({ from: 'live', path: '/api/v1/websites/77/website_session_data.json' });
    expect(seen.map((s) => s.url)).toEqual([
      '/manufacturers/12.json?website_id=1101',
      '/dealerships/1101/available_service_bookings.json',
      '/dealerships/1101/available_appointment_bookings.json',
      '/api/v1/websites/77/website_session_data.json',
    ]);
    expect(new Set(seen.map((s) => s.authorization))).toEqual(new Set([`Basic ${Buffer.from('dealer:s3cret').toString('base64')}`]));
    expect(seen[3]!.accept).toBe('application/json');
  });

  it('retries a non-OK reply up to 2 times and then succeeds', async () => {
    script['/dealerships/1/available_service_bookings.json'] = [500, 503, 200];
    expect(await client.serviceBookings(1)).toEqual({ from: 'live', path: '/dealerships/1/available_service_bookings.json' });
    expect(seen).toHaveLength(1 + DASHBOARD_RETRIES);
  });

  it('returns false after the 2 retries fail, having tried 3 times in all', async () => {
    script['/dealerships/1/available_service_bookings.json'] = [500];
    expect(await client.serviceBookings(1)).toBe(false);
    expect(seen).toHaveLength(1 + DASHBOARD_RETRIES);
    expect(logged).toEqual(['dashboard request failed']);
  });

  it('logs "Unable to fetch data. 404 error." on a 404 and returns false without retrying', async () => {
    script['/manufacturers/9.json'] = [404];
    expect(await client.manufacturer(9, 1)).toBe(false);
    expect(logged).toEqual([NOT_FOUND_MESSAGE]);
    expect(NOT_FOUND_MESSAGE).toBe('Unable to fetch data. 404 error.');
    expect(seen).toHaveLength(1);
  });

  it('returns false when the dashboard cannot be reached', async () => {
    const down = createDashboardClient({ baseUrl: 'http://127.0.0.1:9', username: 'u', password: 'p', log: (m) => void logged.push(m) });
    expect(await down.websiteSessionData(1)).toBe(false);
    expect(logged).toEqual(['dashboard request failed']);
  });

  it('reads the website session data from the staging host in staging, and the rest from the live host', async () => {
    expect(await stagingClient.websiteSessionData(5)).toEqual({ from: 'staging', path: '/api/v1/websites/5/website_session_data.json' });
    expect(await stagingClient.serviceBookings(5)).toMatchObject({ from: 'live' });
    expect(seen.map((s) => s.host)).toEqual(['staging', 'live']);
  });
});
