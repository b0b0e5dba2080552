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

export async function auditWcag(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) }));
  })) as AxeViolation[];
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
