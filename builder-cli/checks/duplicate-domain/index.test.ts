import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const other = JSON.stringify({
  schemaVersion: 2,
  extends: ['base'],
  slug: 'other',
  name: 'Other',
  phone: '07 3333 5555',
  domains: ['www.other.example', 'ACME-MOTORS.example:443'],
});

describe('duplicate-domain', () => {
  it('passes domains no other tenant lists', async () => {
    expect((await lint({ 'other/site.json': other.replace('ACME-MOTORS', 'elsewhere') })).lines('duplicate-domain')).toEqual([]);
  });

  it('reports a domain another tenant claims (case and port ignored), even when only this tenant is validated', async () => {
    const { lines } = await lint({ 'other/site.json': other });
    expect(lines('duplicate-domain')).toEqual([
      expect.stringMatching(offense('acme/site.json', 'error duplicate-domain /domains/0 domain "acme-motors.example" is also claimed by tenants/other')),
    ]);
  });

  it('reports a domain listed twice by the same tenant', async () => {
    const { lines } = await lint({ 'acme/site.json': (s) => ({ ...s, domains: ['acme-motors.example', 'Acme-Motors.example'] }) });
    expect(lines('duplicate-domain')).toEqual([
      expect.stringMatching(/^acme\/site\.json:\d+:\d+ error duplicate-domain \/domains\/1 domain "Acme-Motors.example" is listed twice$/),
    ]);
  });
});
