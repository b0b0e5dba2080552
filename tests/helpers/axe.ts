// WCAG 2.1 A/AA audit of the current page with axe-core (the page must bypass the site's CSP,
// which rightly refuses axe's inline script).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The site's own header and footer: the same components, fed the same tenant data, on every page of a tenant. */
export const SITE_CHROME = ['header.site-header', 'footer.site-footer'] as const;

export interface AuditOptions {
  /** Selectors left out of the audit; page-level rules (title, lang, bypass) still run. */
  exclude?: readonly string[];
}

export async function auditWcag(page: Page, options: AuditOptions = {}): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return (await page.evaluate(async (exclude) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
    // Violations only: axe then keeps no node lists for passes and inapplicable rules (about 10% faster).
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
  }, options.exclude ?? [])) as AxeViolation[];
}

/** One line of a report per violation: width, where, rule, impact, help and the first nodes. */
export function describeViolations(width: number, where: string, violations: readonly AxeViolation[]): string[] {
  return violations.map((v) => `${width}px ${where}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * An audit for suites that visit many pages of one tenant: the header and footer are audited the
 * first time a tenant is seen at a width, and left out after that, since they are the same
 * components with the same tenant data on every page (the menu's current-page mark aside). About
 * a third of an audit's time is the chrome (decisions: "Axe audits the chrome once per tenant").
 */
export function auditChromeOnce(): (page: Page) => Promise<AxeViolation[]> {
  const seen = new Set<string>();
  return (page) => {
    const key = `${new URL(page.url()).host} ${page.viewportSize()?.width}`;
    const first = !seen.has(key);
    seen.add(key);
    return auditWcag(page, first ? {} : { exclude: SITE_CHROME });
  };
}

/** The audit widths: desktop, then phone. */
export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 900 },
] as const;

/**
 * Runs `audit` on the loaded page at each of WIDTHS, resizing in between rather than loading the
 * page again: the layout is CSS (media queries), and no component renders differently by width
 * in script, so a resized page is the page a phone gets; one load instead of two halves the
 * axe files' time (decisions: "Axe audits resize instead of reloading").
 */
export async function eachWidth(page: Page, audit: (width: number) => Promise<void>): Promise<void> {
  for (const size of WIDTHS) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size);
      // Two frames: the resize's style and layout are done before axe reads them.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    }
    await audit(size.width);
  }
}
