// Reading server-rendered HTML the way a browser would before any script runs.
import { JSDOM } from 'jsdom';
import type { IncomingHttpHeaders } from 'node:http';
import { createHash } from 'node:crypto';
import type { BootData } from '../../runtime/app/boot-data';

/** Parses HTML without running scripts or loading resources. */
export function parseHtml(html: string): Document {
  return new JSDOM(html, { url: 'http://localhost/' }).window.document;
}

const BOOT_PREFIX = 'window.__BOOT__=';

/** The inline boot script element and its parsed data. */
export function bootScript(doc: Document): { element: HTMLScriptElement; data: BootData } {
  const element = [...doc.querySelectorAll('script:not([src])')].find((s) => (s.textContent ?? '').trimStart().startsWith(BOOT_PREFIX)) as
    HTMLScriptElement | undefined;
  if (!element) throw new Error('no inline boot script (window.__BOOT__=...) in the HTML');
  const code = (element.textContent ?? '').trim().slice(BOOT_PREFIX.length).replace(/;$/, '');
  return { element, data: JSON.parse(code) as BootData };
}

/** The script nonce the Content-Security-Policy header allows. */
export function cspScriptNonce(headers: IncomingHttpHeaders): string {
  const csp = String(headers['content-security-policy'] ?? '');
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  if (!nonce) throw new Error(`no script nonce in Content-Security-Policy: ${csp || '(header missing)'}`);
  return nonce;
}

/**
 * Whether the response's CSP lets this inline <script> or <style> run: by its nonce (a freshly
 * rendered page) or by the SHA-256 of its text (a page from the render cache).
 */
export function cspAllowsInline(headers: IncomingHttpHeaders, element: Element): boolean {
  const csp = String(headers['content-security-policy'] ?? '');
  const name = element.tagName.toLowerCase() === 'style' ? 'style-src' : 'script-src';
  const sources = (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  )
    .split(/\s+/)
    .slice(1);
  const nonce = element.getAttribute('nonce');
  if (nonce && sources.includes(`'nonce-${nonce}'`)) return true;
  return sources.includes(
    `'sha256-${createHash('sha256')
      .update(element.textContent ?? '', 'utf8')
      .digest('base64')}'`,
  );
}

/** Inline scripts the browser would execute (JSON-LD and other data blocks are not executed). */
export function executableInlineScripts(doc: Document): HTMLScriptElement[] {
  const executable = (type: string) => type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/i.test(type);
  return [...doc.querySelectorAll('script:not([src])')].filter((s) => executable((s.getAttribute('type') ?? '').trim())) as HTMLScriptElement[];
}

/** #rgb / #rrggbb as the rgb() string getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
}
