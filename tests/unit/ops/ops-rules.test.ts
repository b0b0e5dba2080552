// The operations rules as table tests: request ids, route kinds for metrics, which errors mean the
// store is unavailable, metrics access settings, shutdown settings, readiness.
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_MAX_LENGTH, requestIdFrom } from '../../../server/ops/request-id';
import { requestKindOf } from '../../../server/ops/route-kind';
import { isStoreUnavailable } from '../../../server/ops/store-outage';
import { bearerMatches, metricsAccess } from '../../../server/ops/metrics-access';
import { finishesWithin, shutdownSettings } from '../../../server/ops/shutdown';
import { Readiness } from '../../../server/ops/readiness';

const fresh = () => 'generated';

describe('requestIdFrom', () => {
  it.each<[string, string | string[] | undefined, string]>([
    ['absent: generated', undefined, 'generated'],
    ['empty: generated', '', 'generated'],
    ['a UUID is kept', '0b0e7c2e-8a31-4cf0-9d1a-1c2b3d4e5f60', '0b0e7c2e-8a31-4cf0-9d1a-1c2b3d4e5f60'],
    ["a proxy's id with dots and colons is kept", 'lb01:1700000000.123', 'lb01:1700000000.123'],
    ['surrounding spaces are trimmed', '  abc-123 ', 'abc-123'],
    [`${REQUEST_ID_MAX_LENGTH} characters are kept`, 'a'.repeat(REQUEST_ID_MAX_LENGTH), 'a'.repeat(REQUEST_ID_MAX_LENGTH)],
    [`${REQUEST_ID_MAX_LENGTH + 1} characters: generated`, 'a'.repeat(REQUEST_ID_MAX_LENGTH + 1), 'generated'],
    ['a space inside: generated', 'abc 123', 'generated'],
    ['a quote (log injection): generated', 'abc"}', 'generated'],
    ['a newline: generated', 'abc\nlevel=error', 'generated'],
    ['non-ASCII: generated', 'ïd-1', 'generated'],
    ['starting with punctuation: generated', '-abc', 'generated'],
    ['sent twice (an array): generated', ['a', 'b'], 'generated'],
  ])('%s', (_, header, expected) => expect(requestIdFrom(header, fresh)).toBe(expected));
});

describe('requestKindOf', () => {
  const pages = (p: string) => (p === '/' ? 'page' : p.startsWith('/cars/') ? 'vehicle' : 'not-found');
  const noSite = () => undefined;
  it.each<[string, (p: string) => string | undefined, string]>([
    ['/healthz', noSite, 'probe'],
    ['/readyz', noSite, 'probe'],
    ['/metrics', pages, 'probe'],
    ['/assets/shell-abc.js', pages, 'asset'],
    ['/assetsx', pages, 'page:not-found'],
    ['/media/logo.svg', pages, 'media'],
    ['/_image', pages, 'image'],
    ['/robots.txt', pages, 'file'],
    ['/sitemap.xml', pages, 'file'],
    ['/feeds/vehicles.xml', pages, 'file'],
    ['/api/search/multi-search', pages, 'api-search'],
    ['/api/cars/mazda-cx-5', pages, 'api-cars'],
    ['/api/leads', pages, 'api-leads'],
    ['/api/leads/with-files', pages, 'api-leads'],
    ['/api/altcha/challenge', pages, 'api-leads'],
    ['/api/admin/stock', pages, 'api-admin'],
    ['/api/route-data', pages, 'api-route-data'],
    ['/api/searchx', pages, 'api'],
    ['/api', pages, 'api'],
    ['/', pages, 'page:page'],
    ['/cars/mazda-cx-5-2024', pages, 'page:vehicle'],
    ['/nope', pages, 'page:not-found'],
    ['/', noSite, 'unknown-site'],
  ])('%s', (path, pageKind, expected) => expect(requestKindOf(path, pageKind)).toBe(expected));
});

describe('isStoreUnavailable', () => {
  const err = (fields: Record<string, unknown>, message = 'x') => Object.assign(new Error(message), fields);
  it.each<[string, unknown, boolean]>([
    ['SQLite busy (a lock held past busy_timeout)', err({ code: 'SQLITE_BUSY' }), true],
    ['SQLite busy snapshot', err({ code: 'SQLITE_BUSY_SNAPSHOT' }), true],
    ['SQLite disk I/O error', err({ code: 'SQLITE_IOERR_WRITE' }), true],
    ['SQLite disk full', err({ code: 'SQLITE_FULL' }), true],
    ['SQLite read-only file', err({ code: 'SQLITE_READONLY' }), true],
    ['SQLite constraint (a bug or bad data, not an outage)', err({ code: 'SQLITE_CONSTRAINT_UNIQUE' }), false],
    ['SQLite syntax error', err({ code: 'SQLITE_ERROR' }), false],
    ['PostgreSQL connection failure 08006', err({ code: '08006' }), true],
    ['PostgreSQL too many connections 53300', err({ code: '53300' }), true],
    ['PostgreSQL admin shutdown 57P01', err({ code: '57P01' }), true],
    ['PostgreSQL starting up 57P03', err({ code: '57P03' }), true],
    ['PostgreSQL unique violation 23505', err({ code: '23505' }), false],
    ['PostgreSQL query canceled 57014', err({ code: '57014' }), false],
    ['connection refused', err({ code: 'ECONNREFUSED' }), true],
    ['connection reset', err({ code: 'ECONNRESET' }), true],
    ['node-postgres: terminated', new Error('Connection terminated unexpectedly'), true],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['refused on every address (AggregateError)', new AggregateError([err({ code: 'ECONNREFUSED' }), err({ code: 'ECONNREFUSED' })]), true],
    ['an AggregateError of anything else', new AggregateError([new Error('a')]), false],
    ['wrapped as a cause', new Error('insert failed', { cause: err({ code: 'SQLITE_BUSY' }) }), true],
    ['a plain error', new Error('boom'), false],
    ['an HTTP 422', Object.assign(new Error('bad'), { status: 422 }), false],
    ['not an object', 'SQLITE_BUSY', false],
    ['undefined', undefined, false],
  ])('%s', (_, error, expected) => expect(isStoreUnavailable(error)).toBe(expected));
});

describe('metricsAccess', () => {
  it.each<[string, NodeJS.ProcessEnv, ReturnType<typeof metricsAccess> | string]>([
    ['neither: off', {}, {}],
    ['empty values: off', { METRICS_TOKEN: '', METRICS_PORT: '' }, {}],
    ['a token', { METRICS_TOKEN: 'x'.repeat(16) }, { token: 'x'.repeat(16) }],
    ['a port, loopback by default', { METRICS_PORT: '9464' }, { listen: { port: 9464, host: '127.0.0.1' } }],
    ['a port and host', { METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, { listen: { port: 9464, host: '10.0.0.5' } }],
    ['a short token is refused', { METRICS_TOKEN: 'x'.repeat(15) }, 'METRICS_TOKEN must be at least 16 characters without spaces'],
    [
      'a token with a space is refused',
      { METRICS_TOKEN: 'x'.repeat(10) + ' ' + 'y'.repeat(10) },
      'METRICS_TOKEN must be at least 16 characters without spaces',
    ],
    ['a bad port is refused', { METRICS_PORT: '70000' }, 'METRICS_PORT must be a port number, got "70000"'],
  ])('%s', (_, env, expected) => {
    if (typeof expected === 'string') expect(() => metricsAccess(env)).toThrow(expected);
    else expect(metricsAccess(env)).toEqual(expected);
  });

  it.each<[string | undefined, boolean]>([
    ['Bearer 0123456789abcdef', true],
    ['Bearer 0123456789abcdeF', false],
    ['Bearer 0123456789abcdef0', false],
    ['bearer 0123456789abcdef', false],
    ['0123456789abcdef', false],
    [undefined, false],
  ])('Authorization %s matches: %s', (header, expected) => expect(bearerMatches(header, '0123456789abcdef')).toBe(expected));
});

describe('shutdownSettings', () => {
  it.each<[NodeJS.ProcessEnv, { delayMs: number; timeoutMs: number } | string]>([
    [{}, { delayMs: 0, timeoutMs: 10_000 }],
    [
      { SHUTDOWN_TIMEOUT_MS: '2500', SHUTDOWN_DELAY_MS: '3000' },
      { delayMs: 3000, timeoutMs: 2500 },
    ],
    [{ SHUTDOWN_TIMEOUT_MS: '0' }, { delayMs: 0, timeoutMs: 0 }],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, 'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, got "-1"'],
    [{ SHUTDOWN_DELAY_MS: '1.5' }, 'SHUTDOWN_DELAY_MS must be a whole number of milliseconds, got "1.5"'],
  ])('%j', (env, expected) => {
    if (typeof expected === 'string') expect(() => shutdownSettings(env)).toThrow(expected);
    else expect(shutdownSettings(env)).toEqual(expected);
  });

  it('finishesWithin: true for work that ends in time, false for work that does not', async () => {
    expect(await finishesWithin(Promise.resolve(), 50)).toBe(true);
    expect(await finishesWithin(new Promise(() => undefined), 20)).toBe(false);
  });
});

describe('Readiness', () => {
  it('is not ready while starting, ready once tenants and search are done and it serves, not ready when draining', async () => {
    const readiness = new Readiness();
    expect(await readiness.report()).toEqual({ ready: false, phase: 'starting', checks: { tenants: 'loading', search: 'indexing' } });
    readiness.done('tenants');
    readiness.done('search');
    expect((await readiness.report()).ready).toBe(false);
    readiness.serving();
    expect(await readiness.report()).toEqual({ ready: true, phase: 'serving', checks: { tenants: 'ok', search: 'ok' } });
    readiness.drain();
    expect(await readiness.report()).toEqual({ ready: false, phase: 'draining', checks: { tenants: 'ok', search: 'ok' } });
  });

  it('a failing check makes it not ready and says why; a check that hangs fails after the timeout', async () => {
    const readiness = new Readiness(30);
    readiness.done('tenants');
    readiness.done('search');
    readiness.serving();
    let down = true;
    readiness.addCheck('store', () => {
      if (down) throw new Error('database is locked');
    });
    expect(await readiness.report()).toMatchObject({ ready: false, checks: { store: 'database is locked' } });
    down = false;
    expect(await readiness.report()).toMatchObject({ ready: true, checks: { store: 'ok' } });
    readiness.addCheck('slow', () => new Promise(() => undefined));
    expect(await readiness.report()).toMatchObject({ ready: false, checks: { store: 'ok', slow: 'no answer within 30 ms' } });
  });
});
