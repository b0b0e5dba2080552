import { describe, expect, it } from 'vitest';
import { keyFacts } from '../../../runtime/lib/vehicle/key-facts';
import { car } from './fixtures';

const labels = (facts: { label: string }[]) => facts.map((f) => f.label);

describe('keyFacts', () => {
  it('lists the car in a fixed order', () => {
    expect(keyFacts(car(), 'en-AU', true)).toEqual([
      { label: 'Year', value: '2024' },
      { label: 'Kms', value: '12,345 km' },
      { label: 'Fuel', value: 'Petrol' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'SUV' },
      { label: 'Colour', value: 'Soul Red' },
      { label: 'Drive', value: 'AWD' },
      { label: 'Seats', value: '5' },
      { label: 'Stock No.', value: 'RM1234' },
      { label: 'VIN', value: 'JM0KF4W7A00123456' },
    ]);
  });
  it('shows the VIN only where the site shows it', () => expect(labels(keyFacts(car(), 'en-AU', false))).not.toContain('VIN'));
  it('reads miles and color in the US', () => {
    const facts = keyFacts(car(), 'en-US', true);
    expect(facts).toContainEqual({ label: 'Miles', value: '12,345 mi' });
    expect(labels(facts)).toContain('Color');
  });
  it('leaves out what the feed does not say', () => {
    expect(labels(keyFacts(car({ km: null, colour: '', drive: null, seats: null, vin: null, fuel: null, simple_fuel: 'Diesel' }), 'en-AU', true))).toEqual([
      'Year',
      'Fuel',
      'Transmission',
      'Body',
      'Stock No.',
    ]);
  });
});
