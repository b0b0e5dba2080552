// Every locale module has every key another one has (at any depth), the site schema's enum is the
// modules, and prices go through Intl with the locale's currency.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_IDS, localeOf } from '../../runtime/lib/locales';
import { LOCALES } from '../../runtime/lib/locales/locales.gen';
import { formatMoney, formatPrice } from '../../runtime/lib/format';
import { repoRoot } from './cli-run';
import { STAND_INS } from '../../builder-cli/new/stand-ins.gen';
import { phoneRule } from '../../runtime/lib/forms/phone';
import { postcodeRuleFor } from '../../runtime/lib/forms/postcode';
import { phoneDisplayFor } from '../../runtime/lib/phone-display';
import { BOOT_GLOBAL, serializeBoot, type BootData } from '../../runtime/app/boot-data';
import { isServerOnlyLocaleModule } from '../../build/site-locale';

/** Every key path of a value ("phone.mask"), objects only. */
function keyPaths(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [`${at}${k}`, ...keyPaths(v, `${at}${k}.`)]);
}

describe('locale modules', () => {
  const all = new Set(Object.values(LOCALES).flatMap((l) => keyPaths(l)));

  it.each(LOCALE_IDS.map((id) => [id]))('%s has every key another locale has', (id) => {
    const own = new Set(keyPaths(LOCALES[id]));
    expect([...all].filter((k) => !own.has(k))).toEqual([]);
    expect(LOCALES[id].id).toBe(id);
  });

  it('is one module per file under runtime/lib/locales/, and the site schema enum lists them', () => {
    const files = readdirSync(path.join(repoRoot, 'runtime/lib/locales')).filter((f) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f));
    expect(files.map((f) => f.replace('.ts', '')).sort()).toEqual(LOCALE_IDS);
    const site = JSON.parse(readFileSync(path.join(repoRoot, 'schemas/site.schema.json'), 'utf8')) as { properties: { locale: { enum: string[] } } };
    expect(site.properties.locale.enum).toEqual(LOCALE_IDS);
  });

  // What `builder-cli new` writes must pass the locale's own rules, or a new dealer's first validate fails.
  it.each(LOCALE_IDS.map((id) => [id]))("%s's scaffold stand-ins pass its phone rule, phone display and postcode rule", (id) => {
    const locale = LOCALES[id];
    const { phone, postcode, capitals } = STAND_INS[id];
    expect(phoneRule(locale.phone.variant, { testNumber: '' })(phone)).toEqual({ valid: true });
    expect(phoneDisplayFor(phone, id)).toBe(phone);
    for (const code of [postcode, ...Object.values(capitals ?? {}).map(([, p]) => p)]) {
      expect(postcodeRuleFor(locale.postcode.variant)(code)).toEqual({ valid: true });
    }
  });

  it('an unknown locale reads as en-AU', () => expect(localeOf('xx-XX').id).toBe('en-AU'));

  it.each([
    ['en-AU', 34990, '$34,990'],
    ['en-NZ', 34990, '$34,990'],
    ['en-US', 1234567.6, '$1,234,568'],
    [undefined, 5, '$5'],
  ])('formatMoney in %s: %s is %s', (locale, amount, text) => expect(formatMoney(amount, locale)).toBe(text));

  it('formatPrice keeps the no-price text for no price', () => expect(formatPrice(0, 'Call us', 'en-US')).toBe('Call us'));
});

// The browser build's registry (build/site-locale.ts swaps it in): the site's module from the boot data.
describe('the browser build: the site locale from the boot data', () => {
  it('answers every id with the module the server wrote into the boot script, and knows no other', async () => {
    const boot = { site: {}, routes: [], locale: LOCALES['en-GB'], route: { id: 'x', status: 200 }, dehydrated: { queries: [], mutations: [] } };
    const script = serializeBoot({ ...boot, assets: { css: [] }, lazy: [], themeCss: '', renderedAt: 0 } as unknown as BootData);
    const global = globalThis as unknown as Record<string, unknown>;
    new Function(script.replace(`window.${BOOT_GLOBAL}=`, `globalThis.${BOOT_GLOBAL}=`))();
    try {
      const browser = await import('../../runtime/lib/locales/browser');
      expect(browser.localeOf('en-GB')).toEqual(LOCALES['en-GB']);
      expect(browser.localeOf('en-AU').currency).toBe('GBP');
      expect(browser.localeOf(undefined).id).toBe('en-GB');
      expect(browser.LOCALE_IDS).toEqual(['en-GB']);
    } finally {
      delete global[BOOT_GLOBAL];
    }
  });

  it.each([
    ['/repo/runtime/lib/locales/en-AU.ts', true],
    ['/repo/runtime/lib/locales/locales.gen.ts', true],
    ['/repo/runtime/lib/locales/index.ts', false],
    ['/repo/runtime/lib/locales/browser.ts', false],
    ['/repo/runtime/lib/locales/locale.ts', false],
    ['/repo/runtime/lib/locale-messages.ts', false],
  ])('the build fails on %s in a browser chunk: %s', (id, refused) => expect(isServerOnlyLocaleModule(id)).toBe(refused));
});
