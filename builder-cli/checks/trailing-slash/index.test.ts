/* eslint-disable @typescript-eslint/no-explicit-any -- tenant fixture JSON edited in place, of any shape */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFixes } from '../../../builder-cli/apply-fixes';
import { lintTenants } from '../../../builder-cli/checks/run-checks';
import { hasTrailingSlash, slashConventionOf, spelled, withPath, withoutTrailingSlash } from './slash-convention';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const withButton = (href: string) => ({
  'acme/pages/specials.json': (p: any) => ({ ...p, blocks: [...p.blocks, { type: 'button-group', props: { buttons: [{ label: 'Go', href }] } }] }),
});

/** Lints the copied folder again, as `validate --fix` does after fixing. */
async function relint(root: string) {
  return (await lintTenants([path.join(root, 'acme')])).flatMap((r) => r.problems).filter((p) => p.code === 'trailing-slash');
}

describe('slash convention rules', () => {
  it.each<[string, string[], 'slash' | 'no-slash']>([
    ['most pages without a slash', ['/', '/a', '/b', '/c/'], 'no-slash'],
    ['most pages with a slash', ['/', '/a/', '/b/', '/c'], 'slash'],
    ['a tie means no slash', ['/a/', '/b'], 'no-slash'],
    ['no page but the home page', ['/'], 'no-slash'],
    ['pages with params do not count', ['/a/', '/offers/:id', '/news/:slug', '/blog/*'], 'slash'],
  ])('%s', (_, paths, expected) => expect(slashConventionOf(paths)).toBe(expected));

  it.each<[string, 'slash' | 'no-slash', string]>([
    ['/about-us/', 'no-slash', '/about-us'],
    ['/about-us//', 'no-slash', '/about-us'],
    ['/about-us', 'slash', '/about-us/'],
    ['/', 'slash', '/'],
    ['/', 'no-slash', '/'],
  ])('%s written the %s way is %s', (p, convention, expected) => expect(spelled(p, convention)).toBe(expected));

  it('keeps the query and anchor of an href', () => {
    expect(withPath('/about-us/?a=1#team', '/about-us')).toBe('/about-us?a=1#team');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(hasTrailingSlash('/')).toBe(false);
  });
});

describe('trailing-slash', () => {
  it('passes links written exactly as the pages they lead to', async () => {
    expect((await lint(withButton('/contact?from=specials'))).lines('trailing-slash')).toEqual([]);
  });

  it("reports a link with a slash the page's path lacks, and --fix rewrites only that value", async () => {
    const { lines, problems, root } = await lint(withButton('/contact/?from=specials#form'));
    expect(lines('trailing-slash')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          'warning trailing-slash /blocks/1/props/buttons/0/href link "/contact/?from=specials#form" ends with a slash, unlike the page it leads to ("/contact", pages/contact.json)',
        ),
      ),
    ]);
    const file = path.join(root, 'acme/pages/specials.json');
    const before = await readFile(file, 'utf8');
    await applyFixes(problems.filter((p) => p.code === 'trailing-slash'));
    expect(await readFile(file, 'utf8')).toBe(before.replace('"/contact/?from=specials#form"', '"/contact?from=specials#form"'));
    expect(await relint(root)).toEqual([]);
  });

  it('the reverse: on a site whose pages end with a slash, a link without it is fixed to the page', async () => {
    const { lines, problems, root } = await lint({
      'acme/pages/specials.json': (p: any) => ({ ...p, path: '/specials/' }),
      'acme/pages/contact.json': JSON.stringify({ schemaVersion: 2, path: '/contact/' }),
    });
    // The template's navigation writes /contact and /specials: both are fixed in the template's file.
    expect(lines('trailing-slash')).toEqual([
      expect.stringMatching(
        offense(
          '_templates/base/site.json',
          'warning trailing-slash /navigation/header/1/href link "/contact" has no trailing slash, unlike the page it leads to ("/contact/", pages/contact.json)',
        ),
      ),
      expect.stringMatching(
        offense(
          '_templates/base/site.json',
          'warning trailing-slash /navigation/footer/0/links/0/href link "/specials" has no trailing slash, unlike the page it leads to ("/specials/", pages/specials.json)',
        ),
      ),
      expect.stringMatching(
        offense(
          'acme/pages/home.json',
          'warning trailing-slash /blocks/1/props/html link "/specials" has no trailing slash, unlike the page it leads to ("/specials/", pages/specials.json)',
        ),
      ),
    ]);
    // The link inside HTML is part of a longer string: a suggestion, not a fix.
    const html = problems.find((p) => p.code === 'trailing-slash' && p.pointer === '/blocks/1/props/html')!;
    expect(html.fix).toBeUndefined();
    expect(html.suggestions).toEqual([{ message: 'write "/specials/"' }]);
    await applyFixes(problems);
    const template = JSON.parse(await readFile(path.join(root, '_templates/base/site.json'), 'utf8'));
    expect(template.navigation.header[1].href).toBe('/contact/');
    expect(template.navigation.footer[0].links[0].href).toBe('/specials/');
    expect((await relint(root)).map((p) => p.pointer)).toEqual(['/blocks/1/props/html']);
  });

  it("fixes the page's path when it is the odd one out: every link and the site's other pages write it without the slash", async () => {
    const { lines, problems, root } = await lint({ 'acme/pages/specials.json': (p: any) => ({ ...p, path: '/specials/' }) });
    expect(lines('trailing-slash')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          `warning trailing-slash /path page path "/specials/" ends with a slash, unlike every link to it and this site's other pages ("/specials")`,
        ),
      ),
    ]);
    await applyFixes(problems);
    expect(JSON.parse(await readFile(path.join(root, 'acme/pages/specials.json'), 'utf8')).path).toBe('/specials');
    expect(await relint(root)).toEqual([]);
  });

  it('refuses to fix a link to a page with params (no file names that address): a suggestion only', async () => {
    const { lines, problems, root } = await lint({
      ...withButton('/offers/spring-sale/'),
      'acme/pages/offer.json': JSON.stringify({ schemaVersion: 2, path: '/offers/:offerId', title: 'Offer', blocks: [] }),
    });
    expect(lines('trailing-slash')).toEqual([
      expect.stringMatching(
        offense(
          'acme/pages/specials.json',
          `warning trailing-slash /blocks/1/props/buttons/0/href link "/offers/spring-sale/" ends with a slash, unlike this site's page paths (not fixed: no page file names this address)`,
        ),
      ),
    ]);
    const offense_ = problems.find((p) => p.code === 'trailing-slash')!;
    expect(offense_.fix).toBeUndefined();
    expect(offense_.suggestions).toEqual([{ message: 'write "/offers/spring-sale"' }]);
    const file = path.join(root, 'acme/pages/specials.json');
    const before = await readFile(file, 'utf8');
    expect(await applyFixes(problems.filter((p) => p.code === 'trailing-slash'))).toEqual({ fixed: 0, files: [] });
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
