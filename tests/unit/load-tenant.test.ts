// The tenant loader through its public surface: a fixture folder in, formatted problems out.
// Each folder under tests/fixtures/broken/ holds exactly one mistake; `ok` holds none.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../server/tenants/load-tenant';
import { formatProblem, type RuleCode } from '../../server/tenants/problem';
import { contentRoutes } from '../../runtime/lib/route-table';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/broken');
const load = (name: string) => loadTenant(path.join(fixtures, name));
const at = 'tests/fixtures/broken';

// Typed as a Record so a new rule code fails type-checking until it has a fixture here.
const FIXTURE_OF_CODE: Record<RuleCode, string> = {
  'json-syntax': 'json-syntax',
  schema: 'schema',
  'unknown-property': 'unknown-property',
  'block-type': 'block-type',
  'block-props': 'block-props',
  'layout-props': 'layout-props',
  'duplicate-path': 'duplicate-path',
  'missing-reference': 'missing-reference',
  'unknown-template': 'unknown-template',
  'unknown-token': 'unknown-token',
  'slug-mismatch': 'slug-mismatch',
  'missing-document': 'missing-document',
  'stock-row': 'stock-row',
  'unknown-field-type': 'unknown-field-type',
  'schema-version': 'schema-version',
  'override-selector': 'override-selector',
};

const cases: [fixture: string, mistake: string, expected: string[]][] = [
  ['json-syntax', 'a trailing comma after the last block', [`${at}/json-syntax/pages/home.json:5:3 error json-syntax / Invalid JSON: value expected`]],
  ['schema', 'a number where the page title must be text', [`${at}/schema/pages/about.json:5:12 error schema /title must be string`]],
  [
    'schema-required',
    'a navigation cta without href (reported at the enclosing object)',
    [`${at}/schema-required/site.json:10:12 error schema /navigation/cta missing required property "href"`],
  ],
  [
    'unknown-property',
    'a misspelt site property',
    [`${at}/unknown-property/site.json:9:13 error unknown-property /taglin unknown property "taglin" (did you mean "tagline"?)`],
  ],
  [
    'block-type',
    'a misspelt block type',
    [`${at}/block-type/pages/home.json:4:15 error block-type /blocks/0/type unknown block type "heor" (did you mean "hero"?)`],
  ],
  [
    'block-props',
    'a number where the hero heading must be text',
    [`${at}/block-props/pages/home.json:9:20 error block-props /blocks/0/props/heading must be string`],
  ],
  [
    'block-props-enum',
    'a misspelt enum value in block props',
    [`${at}/block-props-enum/pages/home.json:4:63 error block-props /blocks/0/props/align must be one of "left", "center" (did you mean "center"?)`],
  ],
  [
    'block-props-unknown',
    'a misspelt block prop name',
    [`${at}/block-props-unknown/pages/home.json:4:67 error block-props /blocks/0/props/subheadng unknown property "subheadng" (did you mean "subheading"?)`],
  ],
  [
    // The tenant's blocks array replaces the template's, so the block without props is the tenant's:
    // the problem belongs at the tenant's block object, not at the template's props of the same index.
    'block-props-required',
    'a rich-text block without props (so without its required html)',
    [`${at}/block-props-required/pages/home.json:4:5 error block-props /blocks/0/props missing required property "html"`],
  ],
  [
    'layout-props',
    'a string where header.sticky must be boolean',
    [`${at}/layout-props/site.json:10:27 error layout-props /layout/header/sticky must be boolean`],
  ],
  [
    'duplicate-path',
    'a second page at /contact/ (a trailing slash is the same path)',
    [`${at}/duplicate-path/pages/contact-us.json:4:11 error duplicate-path /path path "/contact/" is already used by pages/contact.json`],
  ],
  [
    'missing-reference',
    'a button naming a form that does not exist',
    [
      `${at}/missing-reference/buttons.json:6:37 error missing-reference /buttons/1/form no form named "enquirey" (forms/enquirey.json) (did you mean "enquiry"?)`,
    ],
  ],
  [
    'unknown-template',
    'a misspelt template in extends',
    [`${at}/unknown-template/site.json:4:23 error unknown-template /extends/1 unknown template "bsae" (did you mean "base"?)`],
  ],
  [
    'template-cycle',
    'templates that extend each other',
    [`${at}/_templates/loop-b/site.json:2:15 error unknown-template /extends/0 template "loop-a" extends itself`],
  ],
  [
    'unknown-token',
    'a misspelt site token in a page title',
    [`${at}/unknown-token/pages/about.json:5:12 error unknown-token /title {{site.nmae}} names no field of the site`],
  ],
  [
    'slug-mismatch',
    'a slug that differs from the folder name',
    [`${at}/slug-mismatch/site.json:5:11 error slug-mismatch /slug slug "broken-motors" must equal the folder name "slug-mismatch"`],
  ],
  ['missing-document', 'a folder without site.json', [`${at}/missing-document/site.json:1:1 error missing-document / every tenant needs a site.json`]],
  [
    'template-value',
    'an invalid value that only a template sets (reported in the template file)',
    [`${at}/_templates/bad-accent/site.json:4:17 error schema /theme/colors/accent does not match the pattern ^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`],
  ],
  [
    'tenant-override',
    'a tenant overriding a valid template value with an invalid one (reported in the tenant file)',
    [`${at}/tenant-override/site.json:9:29 error schema /vehicles/basePath must be one of "/cars", "/campers", "/motorcycles" (did you mean "/cars"?)`],
  ],
  [
    'override-value',
    "an invalid value that only the dealer group's override folder sets (reported in that folder's file)",
    [`${at}/_groups/bad-value-group/site.json:4:14 error schema /tagline must be string`],
  ],
  [
    'override-selector',
    "a dealer group's override folder choosing a manufacturer (only the tenant chooses its layers)",
    [
      `${at}/_groups/selector-group/site.json:4:19 error override-selector /manufacturer a dealer group's override folder cannot set "manufacturer": the tenant's site.json chooses its templates, manufacturer and group`,
    ],
  ],
  [
    'unknown-field-type',
    'a form field whose uiSchema names a misspelt field type',
    [
      `${at}/unknown-field-type/forms/enquiry.json:9:82 error unknown-field-type /steps/0/uiSchema/phone/ui:widget unknown field type "phnoe" (did you mean "phone"?)`,
    ],
  ],
  [
    'schema-version',
    'a page written for a newer platform (schemaVersion 3; pages are at 2) is refused, not guessed at',
    [
      `${at}/schema-version/pages/about.json:3:20 error schema-version /schemaVersion schemaVersion 3 is newer than this platform understands (page documents are at 2): update the platform before using this document`,
    ],
  ],
  [
    // The template's site.json is read once to resolve `extends` and once to merge: the problem must still print once.
    'template-json-syntax',
    'a missing comma in a template site.json',
    [`${at}/_templates/broken-json/site.json:3:3 error json-syntax / Invalid JSON: comma expected`],
  ],
];

describe('loadTenant: stock rows', () => {
  it('stock-row: a bad stock row is a warning; the row is left out and the tenant still serves', async () => {
    const result = await load('stock-row');
    expect(result.problems.map(formatProblem)).toEqual([
      `${at}/stock-row/stock.json:6:217 warning stock-row /cars/1/price must be number or null (row left out)`,
    ]);
    expect(result.tenant?.stock.map((c) => c.id)).toEqual([1]);
  });
});

describe('loadTenant: the valid base fixture', () => {
  it('loads tests/fixtures/broken/ok with zero problems', async () => {
    const result = await load('ok');
    expect(result.problems.map(formatProblem)).toEqual([]);
    expect(result.tenant?.slug).toBe('ok');
    expect(result.sourceDirs).toEqual([path.join(fixtures, '_templates/base'), path.join(fixtures, 'ok')]);
  });
});

describe('loadTenant: one broken fixture per mistake, reported as file:line:col severity code pointer message (hint)', () => {
  it.each(cases)('%s: %s', async (fixture, _mistake, expected) => {
    const result = await load(fixture);
    expect(result.problems.map(formatProblem)).toEqual(expected);
    expect(result.tenant).toBeNull();
  });

  it('has a fixture for every rule code, each reporting that code', () => {
    for (const [code, fixture] of Object.entries(FIXTURE_OF_CODE)) {
      const entry = cases.find(([name]) => name === fixture);
      if (code === 'stock-row') continue; // a warning, tested in 'loadTenant: stock rows'
      expect(entry, `no fixture for rule code ${code}`).toBeDefined();
      expect(
        entry![2].some((line) => line.includes(` error ${code} `)),
        `fixture ${fixture} does not report ${code}`,
      ).toBe(true);
    }
  });
});

describe('loadTenant: templates merge under the tenant', () => {
  it('a tenant page overriding only blocks keeps the template title (tokens filled) and description', async () => {
    const { tenant } = await load('ok');
    expect(tenant?.pages.home).toEqual({
      id: 'home',
      path: '/',
      title: 'OK Motors',
      description: 'New and used cars',
      // Arrays replace: the template's hero (with align center) is gone, not merged by index;
      // the hero's schema defaults are filled in (align left, no buttons).
      blocks: [{ type: 'hero', props: { heading: 'OK Motors, Parramatta', align: 'left' } }],
    });
  });

  it('template-only pages are kept and tenant-only pages are added, by file name', async () => {
    const { tenant } = await load('ok');
    expect(contentRoutes(tenant!.routes).map((r) => ({ path: r.path, page: r.page }))).toEqual([
      { path: '/', page: 'home' },
      { path: '/about-us', page: 'about' },
      { path: '/contact', page: 'contact' },
    ]);
    expect(tenant?.pages.contact?.title).toBe('Contact OK Motors');
  });

  it('a tenant form overriding only its title keeps the template category and steps', async () => {
    const { tenant } = await load('ok');
    expect(tenant?.forms.enquiry).toMatchObject({ title: 'Ask OK Motors', category: 'general-enquiry', schemaVersion: 1 });
    expect(tenant?.forms.enquiry?.steps).toHaveLength(1);
  });

  it('site values merge: the tenant adds name and slug, the template keeps theme and navigation (tokens filled)', async () => {
    const { tenant } = await load('ok');
    expect(tenant?.site.name).toBe('OK Motors');
    expect(tenant?.site.theme.colors).toEqual({ primary: '#1f4e8c', accent: '#f2c14e' });
    expect(tenant?.site.navigation.footer[0]?.links?.[0]?.label).toBe('About OK Motors');
    expect(tenant?.hosts).toEqual(['ok.localhost', 'ok-motors.example']);
  });

  it('the loaded tenant is frozen', async () => {
    const { tenant } = await load('ok');
    expect(Object.isFrozen(tenant)).toBe(true);
    expect(Object.isFrozen(tenant?.pages.home?.blocks[0]?.props)).toBe(true);
  });

  it('a "__proto__" key in a tenant that extends a template is reported, not turned into a prototype', async () => {
    const result = await load('proto-key');
    const lines = result.problems.map(formatProblem);
    expect(lines).toContain(`${at}/proto-key/site.json:8:16 error unknown-property /__proto__ unknown property "__proto__"`);
    expect(result.tenant).toBeNull();
  });
});

describe('loadTenant: manufacturer and dealer group overrides merge between the templates and the tenant', () => {
  // layered: template base < _manufacturers/acme (manufacturer "Acme") < _groups/north-shore-group
  // (dealership_group "North Shore Group") < the tenant.
  it('each value comes from the last layer that sets it: template < manufacturer < group < tenant', async () => {
    const { tenant, problems } = await load('layered');
    expect(problems.map(formatProblem)).toEqual([]);
    expect(tenant?.site.theme.colors).toEqual({ primary: '#aa0000', accent: '#f2c14e' }); // manufacturer over template, the template's accent kept
    expect(tenant?.site.tagline).toBe("North Shore Group's words"); // group over manufacturer
    expect(tenant?.site.phone).toBe('02 9999 0000'); // tenant over manufacturer
    expect(tenant?.pages.home).toMatchObject({ path: '/', title: 'North Shore Group: Layered Motors', description: 'Acme cars' });
    expect(tenant?.pages.warranty).toMatchObject({ path: '/warranty', title: 'Acme warranty' }); // a page only the manufacturer has
  });

  it('lists its layers in merge order; sourceDirs are the folders that exist', async () => {
    const { layers, sourceDirs } = await load('layered');
    expect(layers.map((l) => [l.kind, l.name, path.relative(fixtures, l.dir), l.present])).toEqual([
      ['template', 'base', '_templates/base', true],
      ['manufacturer', 'acme', '_manufacturers/acme', true],
      ['group', 'north-shore-group', '_groups/north-shore-group', true],
      ['tenant', 'layered', 'layered', true],
    ]);
    expect(sourceDirs).toEqual(layers.map((l) => l.dir));
  });

  it('a manufacturer or group without a folder is a layer with nothing in it, not a problem', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'layers-'));
    try {
      cpSync(path.join(fixtures, '_templates'), path.join(dir, '_templates'), { recursive: true });
      cpSync(path.join(fixtures, 'layered'), path.join(dir, 'layered'), { recursive: true });
      const result = await loadTenant(path.join(dir, 'layered'));
      expect(result.problems).toEqual([]);
      expect(result.tenant?.site.tagline).toBeUndefined();
      expect(result.layers.map((l) => [l.kind, l.present])).toEqual([
        ['template', true],
        ['manufacturer', false],
        ['group', false],
        ['tenant', true],
      ]);
      expect(result.sourceDirs).toEqual([path.join(dir, '_templates/base'), path.join(dir, 'layered')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadTenant: dealer HTML is sanitised on load', () => {
  it('a rich-text block loses <script>, on* handlers and javascript: hrefs, and keeps safe markup', async () => {
    const { tenant } = await load('ok');
    const props = tenant?.pages.about?.blocks[0]?.props as { html: string };
    expect(props.html).toBe('<p>Family owned since 1962.</p><a>Win</a> <a href="/contact">Contact</a>');
    expect(props.html).not.toMatch(/<script|onclick|onmouseover|javascript:/i);
  });
});

describe('sample stock clock', () => {
  it('moves generated sample stock forward by the time since it was generated; feeds without `generated` stay put', async () => {
    const { sampleClockShift, shiftCarClock } = await import('../../server/tenants/load-stock');
    const day = 86_400_000;
    const at = Date.parse('2026-11-20T00:00:00Z');
    expect(sampleClockShift({ generated: { at: '2026-11-20T00:00:00Z' } }, at + 2 * day)).toBe(2 * day);
    expect(sampleClockShift({ cars: [] }, at + 2 * day)).toBe(0);
    expect(sampleClockShift({ generated: { at: '2026-11-20T00:00:00Z' } }, at - day)).toBe(0);
    const car = { created_at: '2026-11-19T00:00:00.000Z', sold_date_timestamp: at / 1000 } as Parameters<typeof shiftCarClock>[0];
    const moved = shiftCarClock(car, 2 * day);
    expect(moved.created_at).toBe('2026-11-21T00:00:00.000Z');
    expect(moved.sold_date_timestamp).toBe(at / 1000 + 2 * 86_400);
  });
});
