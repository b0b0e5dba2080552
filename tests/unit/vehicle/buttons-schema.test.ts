// buttons.json: unknown kinds fail validation (with the line builder-cli prints), a custom button
// needs a label and a target, and the page settings take their defaults.
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../../server/tenants/load-tenant';
import { validateDocument } from '../../../server/tenants/schema-validator';
import { DEFAULT_FINANCE_DISCLAIMER, vehiclePageSettings } from '../../../runtime/lib/vehicle/settings';

const doc = (buttons: unknown[], extra = {}) => ({ schemaVersion: 1, buttons, ...extra });
const errors = (data: unknown) => validateDocument('buttons', data).errors.map((e) => `${e.instancePath} ${e.message}`);

describe('buttons.schema.json', () => {
  it('rejects an unknown kind', () => expect(errors(doc([{ kind: 'fax' }]))).toContain('/buttons/0/kind must be equal to one of the allowed values'));
  it('requires a label and href on a custom button', () => {
    expect(errors(doc([{ kind: 'custom', label: 'Brochure' }]))).toContain("/buttons/0 must have required property 'href'");
    expect(errors(doc([{ kind: 'custom', label: 'Brochure', href: '/brochure' }]))).toEqual([]);
  });
  it('accepts every kind of the spec and the page settings', () => {
    const kinds = [
      'call',
      'reveal-phone',
      'finance',
      'enquire',
      'test-drive',
      'trade-in',
      'whatsapp',
      'chat',
      'reserve',
      'history-report',
      'location',
      'payment-methods',
    ];
    expect(
      errors(
        doc(
          kinds.map((kind) => ({ kind })),
          { showVin: false, financeCalculator: { interestRate: 8.5, disclaimer: 'Fine print.' } },
        ),
      ),
    ).toEqual([]);
    expect(errors(doc([], { financeCalculator: { interestRate: 0 } }))).toEqual(['/financeCalculator/interestRate must be > 0']);
  });
});

describe('vehiclePageSettings', () => {
  it('fills the defaults: VIN shown, calculator on at 10%', () => {
    expect(vehiclePageSettings(undefined)).toEqual({
      showVin: true,
      financeCalculator: {
        visible: true,
        interestRate: 10,
        disclaimer: DEFAULT_FINANCE_DISCLAIMER,
        props: { interestRate: 10, disclaimer: DEFAULT_FINANCE_DISCLAIMER },
      },
    });
    expect(vehiclePageSettings({ showVin: false, financeCalculator: { interestRate: 6.99 } })).toMatchObject({
      showVin: false,
      financeCalculator: { interestRate: 6.99, visible: true },
    });
  });
});

describe('loading a tenant', () => {
  let dir: string;
  afterAll(() => rm(dir, { recursive: true, force: true }));
  it('reports an unknown kind at its position in buttons.json, and keeps the settings of a valid file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'buttons-'));
    const tenant = path.join(dir, 'acme');
    await mkdir(tenant);
    const site = {
      schemaVersion: 2,
      slug: 'acme',
      name: 'Acme',
      template: 'car',
      locale: 'en-AU',
      domains: ['acme.example'],
      phone: '07 1111 2222',
      theme: { colors: { primary: '#123456' } },
      navigation: { header: [], footer: [] },
      vehicles: { basePath: '/cars', singular: 'car', plural: 'cars' },
    };
    await writeFile(path.join(tenant, 'site.json'), JSON.stringify(site));
    await writeFile(path.join(tenant, 'buttons.json'), '{\n  "schemaVersion": 1,\n  "buttons": [\n    { "kind": "fax" }\n  ]\n}\n');
    const bad = await loadTenant(tenant);
    expect(bad.tenant).toBeNull();
    expect(bad.problems).toContainEqual(
      expect.objectContaining({ file: expect.stringMatching(/buttons\.json$/), line: 4, code: 'schema', pointer: '/buttons/0/kind' }),
    );

    await writeFile(
      path.join(tenant, 'buttons.json'),
      JSON.stringify({ schemaVersion: 1, buttons: [{ kind: 'call' }], showVin: false, financeCalculator: { interestRate: 7.25 } }),
    );
    const good = await loadTenant(tenant);
    expect(good.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(good.tenant?.vehiclePage).toMatchObject({ showVin: false, financeCalculator: { interestRate: 7.25 } });
    expect(good.tenant?.buttons).toEqual([{ kind: 'call' }]);
  });
});
