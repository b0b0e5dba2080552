// Two connections to one garage.sqlite stand for two server processes booking the same slot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openGarageDatabase, type GarageDatabase } from '../../../server/garage/garage-db';
import { BookingStore } from '../../../server/dashboard/booking-store';

const dirs: string[] = [];
const dbs: GarageDatabase[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('books a slot once across processes; another kind, location or tenant is another slot', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookings-'));
  dirs.push(dir);
  dbs.push(openGarageDatabase(dir), openGarageDatabase(dir));
  const [a, b] = dbs.map((db) => new BookingStore(db, () => 1000)) as [BookingStore, BookingStore];
  const start = '2026-11-30T21:00:00.000Z';
  expect(a.tryBook('t', 'service', '102', start, {})).not.toBeNull();
  expect(b.tryBook('t', 'service', '102', start, {})).toBeNull();
  expect(b.tryBook('t', 'appointment', '102', start, {})).not.toBeNull();
  expect(b.tryBook('t', 'service', '101', start, {})).not.toBeNull();
  expect(b.tryBook('u', 'service', '102', start, {})).not.toBeNull();
  expect([...a.booked('t', 'service', '102', '2026-11-30T00:00:00.000Z')]).toEqual([start]);
  expect(a.booked('t', 'service', '102', '2026-12-01T00:00:00.000Z').size).toBe(0);
});
