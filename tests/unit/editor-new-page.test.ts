// Creating a page in the editor: its address is checked against the tenant's route table, and the
// file name comes from the address.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addressProblem, pageIdFor, planNewPage } from '../../builder-cli/edit/new-page';
import type { RouteEntry } from '../../runtime/lib/route-table';

const routes: RouteEntry[] = [
  { id: 'page-about-us', path: '/about-us', kind: 'page', source: 'pages/about-us.json', page: 'about-us' },
  { id: 'search', path: '/cars/*', kind: 'search', source: 'built-in' },
  { id: 'vehicle', path: '/cars/:slug', kind: 'vehicle', source: 'built-in' },
  { id: 'compare', path: '/compare', kind: 'compare', source: 'built-in' } as unknown as RouteEntry,
];

describe('addressProblem', () => {
  it.each<[string, RegExp | null]>([
    ['/winter-sale', null],
    ['/about-us/team', null],
    ['/offers/:offerId', null],
    ['winter-sale', /is not a page address/],
    ['/Winter-Sale', /is not a page address/],
    ['/winter sale', /is not a page address/],
    ['/about-us', /^\/about-us is already a page \(pages\/about-us\.json\)/],
    ['/about-us/', /^\/about-us is already a page/],
    ['/compare', /^\/compare is already the site's compare route \(built-in\)/],
    ['/cars/:slug', /already the site's vehicle route/],
  ])('%s', (address, problem) => {
    const found = addressProblem(address, routes);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe('pageIdFor', () => {
  it.each<[string, string[], string]>([
    ['/winter-sale', [], 'winter-sale'],
    ['/about-us/team', [], 'about-us-team'],
    ['/offers/:offerId', [], 'offers-offerid'],
    ['/winter-sale', ['winter-sale'], 'winter-sale-2'],
    ['/', [], 'home'],
  ])('%s among %j is %s', (address, taken, id) => {
    expect(pageIdFor(address, new Set(taken))).toBe(id);
  });
});

describe('planNewPage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-page-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'tenant', 'pages'), { recursive: true });
  mkdirSync(path.join(dir, 'template', 'pages'), { recursive: true });
  writeFileSync(
    path.join(dir, 'template', 'pages', 'faqs.json'),
    JSON.stringify({
      path: '/faqs',
      title: 'FAQs',
      blocks: [
        { type: 'hero', id: 'hero', props: { heading: 'FAQs' } },
        { type: 'faq-list', id: 'faq' },
      ],
    }),
  );
  writeFileSync(path.join(dir, 'tenant', 'pages', 'faqs.json'), JSON.stringify({ blockChanges: [{ remove: 'faq' }] }));
  const pages = [{ id: 'faqs', path: '/faqs', title: 'FAQs', tenantFile: 'pages/faqs.json', inheritedFile: '../template/pages/faqs.json' }];
  const context = { tenantDir: path.join(dir, 'tenant'), routes, pages };

  it('starts an empty page at the address, with the full page schema', () => {
    expect(planNewPage({ path: '/winter-sale', title: 'Winter sale', from: null }, context)).toEqual({
      id: 'winter-sale',
      file: 'pages/winter-sale.json',
      data: { $schema: '../../../schemas/editor/page.schema.json', schemaVersion: 2, path: '/winter-sale', title: 'Winter sale', blocks: [] },
    });
  });

  it("copies another page's blocks as the site shows them (its changes applied)", () => {
    expect(planNewPage({ path: '/faqs-trucks', title: 'Truck FAQs', from: 'faqs' }, context).data.blocks).toEqual([
      { type: 'hero', id: 'hero', props: { heading: 'FAQs' } },
    ]);
  });

  it.each<[string, { path: string; title: string; from: string | null }, RegExp]>([
    ['a taken address', { path: '/about-us', title: 'About', from: null }, /already a page/],
    ['an empty title', { path: '/x', title: '  ', from: null }, /Give the page a title/],
    ['an unknown page to copy', { path: '/x', title: 'X', from: 'nope' }, /no page "nope"/],
  ])('refuses %s', (_, request, message) => {
    expect(() => planNewPage(request, context)).toThrow(message);
  });
});
