// The Content-Security-Policy and Permissions-Policy of every response, built in one place for
// production, `npm run dev` and `builder-cli preview` alike.
//
// Inline code is allowed by a per-request nonce on a freshly rendered page, and by the SHA-256 of
// each inline <script>/<style> on a page served from the render cache (server/http/render-cache.ts),
// so no nonce is ever reused across responses and style-src needs no 'unsafe-inline'.
import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { themeCss } from '../../runtime/lib/theme-css';
import type { PublicSite } from '../../runtime/lib/public-site';

// Stripe.js (runtime/lib/checkout/stripe-js.ts STRIPE_JS_URL) is loaded by the checkout page of a
// Stripe dealership only, through the page's nonce.

interface CspSources {
  /** The response's nonce (fresh per response). */
  nonce?: string;
  /** 'sha256-…' sources for inline scripts. */
  scriptHashes?: readonly string[];
  /** 'sha256-…' sources for inline styles. */
  styleHashes?: readonly string[];
  /** Origins the page may frame and connect to besides its own (a card processor's form). */
  frameSrc?: readonly string[];
  connectSrc?: readonly string[];
}

/** What Stripe.js needs besides its script: its card iframes and its API (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_SOURCES = {
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/** `'sha256-<base64>'` of a script's or style's exact text. */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The policy text. Style attributes (a progress bar's width, a gallery's backdrop image) stay
 * allowed through style-src-attr only: they cannot load script or add selectors; <style>
 * elements need the nonce or their hash.
 */
export function contentSecurityPolicy(sources: CspSources = {}): string {
  // A tag manager injects further scripts that carry no nonce: 'strict-dynamic' trusts what a
  // nonced script adds. Only beside a nonce: it voids 'self', which a hash-only (cached) page needs.
  const nonce = sources.nonce ? [`'nonce-${sources.nonce}'`, "'strict-dynamic'"] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ...(sources.connectSrc?.length ? [['connect-src', ["'self'", ...sources.connectSrc]] as [string, string[]]] : []),
    ...(sources.frameSrc?.length ? [['frame-src', ["'self'", ...sources.frameSrc]] as [string, string[]]] : []),
    ['font-src', ["'self'", 'https:', 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...nonce, ...(sources.scriptHashes ?? [])]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", ...nonce, ...(sources.styleHashes ?? [])]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/** Powerful browser features no dealer page uses are switched off; payment stays for checkout, geolocation for nearest first. */
const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=()';

const themeHashes = new WeakMap<object, string>();
/** The hash of the tenant's theme <style> (the same text runtime/app/document.tsx renders). */
function themeStyleHash(site: Pick<PublicSite, 'theme'>): string {
  let hash = themeHashes.get(site.theme);
  if (!hash) {
    hash = cspHash(themeCss(site.theme));
    themeHashes.set(site.theme, hash);
  }
  return hash;
}

/**
 * Sets a fresh nonce in `res.locals.cspNonce` and both policy headers. `siteOf` names the
 * request's tenant, if any, so its theme style is allowed by hash as well.
 */
export function securityPolicyHeaders(siteOf: (req: Request) => Pick<PublicSite, 'theme'> | undefined): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    const site = siteOf(req);
    const sources: CspSources = { nonce, styleHashes: site ? [themeStyleHash(site)] : [] };
    res.locals.cspSources = sources;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(sources));
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
}

/**
 * The page confirms a card payment with Stripe.js: its policy also lets Stripe's frames and API
 * in. script-src is unchanged (the loader script carries the page's nonce), and such a page is
 * sent `no-store`, so the render cache never keeps it with a policy of hashes only.
 */
export function allowStripe(res: Response): void {
  const sources = (res.locals.cspSources as CspSources | undefined) ?? { nonce: res.locals.cspNonce as string | undefined };
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ ...sources, ...STRIPE_SOURCES }));
  res.setHeader('Cache-Control', 'no-store');
}

/** Inline <script> (without src) and <style> texts of an HTML document, hashed for a CSP. */
export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc\s*=/i.test(m[1]!) && m[2]) scriptHashes.add(cspHash(m[2]));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styleHashes.add(cspHash(m[1]!));
  return { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] };
}
