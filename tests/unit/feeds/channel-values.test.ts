// The channel mapping tables cover every body style, fuel, transmission and drivetrain the
// sample stocks and `stock generate` (every generator profile's catalogue) use: a value the
// tables miss would leave cars out of Meta's catalog (body style) or send them without a field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProfiles } from '../../../builder-cli/stock/profile';
import { BODY_STYLES, channelValue, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from '../../../runtime/lib/feeds/channel-values';
import type { Car } from '../../../schemas/types/car';
import { repoRoot } from '../../helpers/tenants';

const FIELDS = { body: BODY_STYLES, fuel: FUEL_TYPES, transmission: TRANSMISSIONS, drive: DRIVETRAINS } as const;
type Field = keyof typeof FIELDS;

function collect(into: Record<Field, Set<string>>, value: unknown): void {
  if (Array.isArray(value)) return value.forEach((v) => collect(into, v));
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (key in FIELDS && typeof v === 'string' && v) into[key as Field].add(v);
    collect(into, v);
  }
}

const empty = (): Record<Field, Set<string>> => ({ body: new Set(), fuel: new Set(), transmission: new Set(), drive: new Set() });

const sampleValues = empty();
const tenantsDir = path.join(repoRoot, 'tenants');
for (const slug of readdirSync(tenantsDir).filter((d) => !d.startsWith('_') && !d.startsWith('.'))) {
  const file = path.join(tenantsDir, slug, 'stock.json');
  const cars = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { cars: Car[] }).cars : [];
  for (const car of cars) for (const f of Object.keys(FIELDS) as Field[]) if (car[f]) sampleValues[f].add(car[f]);
}
const generatorValues = empty();
for (const profile of loadProfiles().values()) collect(generatorValues, profile);

describe.each(Object.keys(FIELDS) as Field[])('%s', (field) => {
  it('the sample stocks and the generator profiles use some values (the test reads real data)', () => {
    expect(sampleValues[field].size).toBeGreaterThan(1);
    expect(generatorValues[field].size).toBeGreaterThan(1);
  });
  it.each([...new Set([...sampleValues[field], ...generatorValues[field]])].sort())('maps "%s"', (value) => {
    expect(channelValue<unknown>(FIELDS[field], value)).toBeDefined();
  });
});

describe('channelValue', () => {
  it.each([
    ['case and spaces do not matter', ' Cab Chassis ', 'TRUCK'],
    ['an unknown body style maps to nothing', 'Hovercraft', undefined],
    ['an empty value maps to nothing', '', undefined],
    ['null maps to nothing', null, undefined],
    ['an inherited key is no mapping', 'constructor', undefined],
  ])('%s', (_, value, expected) => expect(channelValue(BODY_STYLES, value)?.meta).toBe(expected));
});
