// Document migrations: the ordered table, the runner and the minimal-edit rewrite of stored JSON.
import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION, MIGRATIONS, kindOfFile, upgrade, type Migration } from '../../server/tenants/migrations';
import { pageBlocksCarryProps } from '../../server/tenants/migrations/page-blocks-carry-props';
import { migratedText } from '../../server/tenants/upgrade-document';
import pageSchema from '../../schemas/page.schema.json';
import siteSchema from '../../schemas/site.schema.json';
import { siteDropsPaymentProvider } from '../../server/tenants/migrations/site-drops-payment-provider';

describe('page 1 -> 2: every block carries props', () => {
  it('adds {} to a block without props, keeps props that exist, and leaves the input untouched', () => {
    const input = {
      schemaVersion: 1,
      path: '/about-us/',
      title: 'T',
      blocks: [{ type: 'contact-details' }, { type: 'hero', props: { heading: 'Hi' } }, { type: 'faq-list', id: 'faq' }],
    };
    const output = pageBlocksCarryProps.migrate(input);
    expect(output.blocks).toEqual([
      { type: 'contact-details', props: {} },
      { type: 'hero', props: { heading: 'Hi' } },
      { type: 'faq-list', id: 'faq', props: {} },
    ]);
    expect(output.path).toBe('/about-us/'); // paths are left as written: the spec's own routes end in a slash
    expect(input.blocks[0]).toEqual({ type: 'contact-details' });
  });

  it('a page without blocks is left as it is', () => {
    expect(pageBlocksCarryProps.migrate({ schemaVersion: 1, title: 'T' })).toEqual({ schemaVersion: 1, title: 'T' });
  });
});

describe('site 1 -> 2: payment_provider removed (never read)', () => {
  it.each([
    ['a bank provider', 'bank-transfer'],
    ['the other bank provider', 'payid'],
    ['the card provider', 'card'],
  ])('drops %s and keeps the rest', (_, provider) => {
    const input = { schemaVersion: 1, slug: 'acme', payment_provider: provider, checkout: { provider: 'stripe' } };
    expect(siteDropsPaymentProvider.migrate(input)).toEqual({ schemaVersion: 1, slug: 'acme', checkout: { provider: 'stripe' } });
    expect(input.payment_provider).toBe(provider);
  });

  it('upgrades a stored site.json with a minimal edit, and the schema no longer has the field', () => {
    const text = '{\n  "schemaVersion": 1,\n  "slug": "acme",\n  "payment_provider": "payid",\n  "include_sold_cars_days": 3\n}\n';
    expect(migratedText('/t/acme/site.json', text)).toBe('{\n  "schemaVersion": 2,\n  "slug": "acme",\n  "include_sold_cars_days": 3\n}\n');
    expect(upgrade('site', { schemaVersion: 1, payment_provider: 'card' })).toMatchObject({ status: 'upgraded', data: { schemaVersion: 2 } });
    expect(siteSchema.properties).not.toHaveProperty('payment_provider');
    expect(siteSchema.properties.schemaVersion.const).toBe(CURRENT_VERSION.site);
  });
});

describe('upgrade', () => {
  it('runs every step from the stored version to the current one, in order, and sets schemaVersion', () => {
    const steps: Migration[] = [
      { kind: 'offer', from: 1, description: 'a', migrate: (d) => ({ ...d, trail: [...((d.trail as string[]) ?? []), 'a'] }) },
      { kind: 'offer', from: 2, description: 'b', migrate: (d) => ({ ...d, trail: [...((d.trail as string[]) ?? []), 'b'] }) },
    ];
    const result = upgrade('offer', { schemaVersion: 1, offers: [] }, steps, 3);
    expect(result).toMatchObject({ status: 'upgraded', from: 1, to: 3, data: { schemaVersion: 3, offers: [], trail: ['a', 'b'] } });
    expect(upgrade('offer', { schemaVersion: 2, offers: [] }, steps, 3)).toMatchObject({ status: 'upgraded', data: { trail: ['b'] } });
  });

  it('leaves a current document alone, refuses a newer one and leaves an unversioned one to the schema', () => {
    expect(upgrade('page', { schemaVersion: 2 }).status).toBe('current');
    expect(upgrade('page', { schemaVersion: 3 })).toEqual({ status: 'newer', version: 3, current: 2 });
    expect(upgrade('page', { schemaVersion: '1' }).status).toBe('unversioned');
    expect(upgrade('page', [1]).status).toBe('unversioned');
  });

  it('every kind has a chain of migrations from 1 to its current version, and page.schema.json names the current page version', () => {
    for (const [kind, current] of Object.entries(CURRENT_VERSION)) {
      for (let v = 1; v < current; v++)
        expect(
          MIGRATIONS.some((m) => m.kind === kind && m.from === v),
          `${kind} ${v}`,
        ).toBe(true);
    }
    expect(pageSchema.properties.schemaVersion.const).toBe(CURRENT_VERSION.page);
  });
});

describe('migratedText', () => {
  it("edits only what the migration changes, keeping the author's layout", () => {
    const text =
      '{\n  "$schema": "../../schemas/page.schema.json",\n  "schemaVersion": 1,\n  "path": "/about-us/",\n  "title": "About",\n  "blocks": [\n    { "type": "hero", "props": { "heading": "Hi" } },\n    {\n      "type": "contact-details"\n    }\n  ]\n}\n';
    const migrated = migratedText('/t/acme/pages/about.json', text)!;
    expect(migrated.split('\n').slice(0, 7)).toEqual(text.replace('"schemaVersion": 1', '"schemaVersion": 2').split('\n').slice(0, 7));
    expect(JSON.parse(migrated)).toEqual({
      $schema: '../../schemas/page.schema.json',
      schemaVersion: 2,
      path: '/about-us/',
      title: 'About',
      blocks: [
        { type: 'hero', props: { heading: 'Hi' } },
        { type: 'contact-details', props: {} },
      ],
    });
    expect(migratedText('/t/acme/pages/about.json', text.replace('"schemaVersion": 1', '"schemaVersion": 2'))).toBeNull();
    expect(migratedText('/t/acme/notes.json', text)).toBeNull();
  });

  it.each([
    ['/t/acme/site.json', 'site'],
    ['/t/acme/pages/home.json', 'page'],
    ['/t/acme/forms/finance.json', 'form'],
    ['/t/acme/locations.json', 'location'],
    ['/t/acme/stock.json', 'stock'],
    ['/t/acme/theme.json', null],
  ])('kindOfFile(%s) is %s', (file, kind) => expect(kindOfFile(file)).toBe(kind));
});
