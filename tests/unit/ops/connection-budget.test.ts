// The PostgreSQL connection budget as a table: pools × DATABASE_POOL_MAX + listeners per server,
// times DATABASE_SERVERS, against max_connections minus the superuser-reserved slots.
import { describe, expect, it } from 'vitest';
import { connectionBudget, expectedServers } from '../../../server/ops/connection-budget';

describe('connectionBudget', () => {
  it.each<[string, Parameters<typeof connectionBudget>[0], { perServer: number; total: number; available: number; fits: boolean }]>([
    [
      'the defaults, 2 servers: 82 of 97',
      { pools: 4, poolMax: 10, listeners: 1, servers: 2, maxConnections: 100, reserved: 3 },
      { perServer: 41, total: 82, available: 97, fits: true },
    ],
    [
      '3 servers (a rolling deploy of 2 adds one): 123 of 97',
      { pools: 4, poolMax: 10, listeners: 1, servers: 3, maxConnections: 100, reserved: 3 },
      { perServer: 41, total: 123, available: 97, fits: false },
    ],
    [
      'exactly the room left fits',
      { pools: 4, poolMax: 6, listeners: 1, servers: 4, maxConnections: 103, reserved: 3 },
      { perServer: 25, total: 100, available: 100, fits: true },
    ],
    [
      'one over does not',
      { pools: 4, poolMax: 6, listeners: 1, servers: 4, maxConnections: 102, reserved: 3 },
      { perServer: 25, total: 100, available: 99, fits: false },
    ],
    [
      'no listener (no stock sync)',
      { pools: 3, poolMax: 5, listeners: 0, servers: 1, maxConnections: 20, reserved: 3 },
      { perServer: 15, total: 15, available: 17, fits: true },
    ],
    [
      'reserved above max: no room',
      { pools: 1, poolMax: 1, listeners: 0, servers: 1, maxConnections: 2, reserved: 3 },
      { perServer: 1, total: 1, available: 0, fits: false },
    ],
  ])('%s', (_, input, expected) => {
    expect(connectionBudget(input)).toEqual(expected);
  });
});

describe('expectedServers (DATABASE_SERVERS)', () => {
  it.each<[string | undefined, number]>([
    [undefined, 2],
    ['', 2],
    ['1', 1],
    ['6', 6],
  ])('%s → %i', (value, expected) => {
    expect(expectedServers(value === undefined ? {} : { DATABASE_SERVERS: value })).toBe(expected);
  });
  it.each(['0', '-1', '2.5', 'two'])('"%s" is refused with the variable named', (value) => {
    expect(() => expectedServers({ DATABASE_SERVERS: value })).toThrow(`DATABASE_SERVERS must be a positive whole number, got "${value}"`);
  });
});
