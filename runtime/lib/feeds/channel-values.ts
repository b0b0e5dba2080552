// How our stock values (stock.json `body`, `fuel`, `transmission`, `drive`, as feeds and
// `stock generate` write them) map to the channels' enumerations. Data only: a value missing here
// is a car a channel would reject (body style) or a field left empty (the others), and
// tests/unit/feeds/channel-values.test.ts fails when a sample stock or a generator profile uses a
// value this table does not know. Keys are matched case-insensitively.

/** Meta's automotive catalog `body_style` enumeration and Google's `body_style` values. */
export const BODY_STYLES: Readonly<Record<string, { meta: string; google: string }>> = {
  suv: { meta: 'SUV', google: 'suv' },
  hatch: { meta: 'HATCHBACK', google: 'hatchback' },
  hatchback: { meta: 'HATCHBACK', google: 'hatchback' },
  sedan: { meta: 'SEDAN', google: 'sedan' },
  wagon: { meta: 'WAGON', google: 'wagon' },
  coupe: { meta: 'COUPE', google: 'coupe' },
  convertible: { meta: 'CONVERTIBLE', google: 'convertible' },
  ute: { meta: 'PICKUP', google: 'truck' },
  pickup: { meta: 'PICKUP', google: 'truck' },
  'cab chassis': { meta: 'TRUCK', google: 'truck' },
  'chassis cab': { meta: 'TRUCK', google: 'truck' },
  'box truck': { meta: 'TRUCK', google: 'truck' },
  cutaway: { meta: 'TRUCK', google: 'truck' },
  van: { meta: 'VAN', google: 'van' },
  'cargo van': { meta: 'VAN', google: 'van' },
  'passenger van': { meta: 'MINIBUS', google: 'van' },
  'people mover': { meta: 'MPV', google: 'minivan' },
  campervan: { meta: 'VAN', google: 'van' },
  motorhome: { meta: 'OTHER', google: 'other' },
  caravan: { meta: 'OTHER', google: 'other' },
  'pop top': { meta: 'OTHER', google: 'other' },
};

/** Meta's `fuel_type` enumeration. */
export const FUEL_TYPES: Readonly<Record<string, string>> = {
  petrol: 'PETROL',
  'premium petrol': 'PETROL',
  gasoline: 'GASOLINE',
  diesel: 'DIESEL',
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
  lpg: 'OTHER',
  'flex fuel': 'FLEX',
};

/** Meta's `transmission` enumeration. */
export const TRANSMISSIONS: Readonly<Record<string, string>> = {
  automatic: 'AUTOMATIC',
  manual: 'MANUAL',
};

/** Meta's `drivetrain` enumeration. */
export const DRIVETRAINS: Readonly<Record<string, string>> = {
  fwd: 'FWD',
  rwd: 'RWD',
  awd: 'AWD',
  '4wd': '4X4',
  '4x4': '4X4',
  '4x2': '4X2',
  '2wd': 'TWO_WD',
};

/** The table's value for one of our values (case and surrounding spaces ignored), else undefined. */
export function channelValue<T>(table: Readonly<Record<string, T>>, value: string | null | undefined): T | undefined {
  const key = (value ?? '').trim().toLowerCase();
  return key && Object.hasOwn(table, key) ? table[key] : undefined;
}
