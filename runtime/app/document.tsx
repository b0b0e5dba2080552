import { Fragment, type ReactNode } from 'react';
import type { PublicSite } from '../lib/public-site';
import type { Assets } from './boot-data';

/** A disabled stylesheet link (HTML's `disabled` attribute; React's link props do not list it). */
const DISABLED = { disabled: true } as object;

/** The whole HTML document; the browser hydrates it as one tree. */
/**
 * `nonce` is the response's CSP nonce (server only). In development it goes on the inline Vite
 * scripts and on the csp-nonce meta tag Vite's client reads for the styles it injects; the
 * browser hides nonce values after parsing, so the attributes are exempt from hydration checks.
 */
export function Document({
  site,
  assets,
  themeCss,
  nonce,
  vehicleCategory,
  cssText,
  children,
}: {
  site: PublicSite;
  assets: Assets;
  themeCss: string;
  nonce?: string;
  /** Server only: picks the no-photo silhouette (car-card.css); the browser keeps the attribute. */
  vehicleCategory?: string;
  /** Server only: the text of each stylesheet `assets.inlineCss` writes inline, by its address. */
  cssText?: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  return (
    <html lang={site.locale} data-vehicle-category={vehicleCategory} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.theme.colors.primary} />
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
        {assets.css.map((href) =>
          assets.inlineCss ? (
            // The browser keeps the server's text: hydration leaves an inner HTML it did not write.
            // The disabled link is never fetched; it tells Vite's loader the file is on the page, so
            // a code-split part that imports it does not add it again.
            <Fragment key={href}>
              <style data-href={href} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: cssText?.[href] ?? '' }} />
              <link rel="stylesheet" href={href} {...DISABLED} />
            </Fragment>
          ) : (
            <link key={href} rel="stylesheet" href={href} />
          ),
        )}
        {assets.preload?.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} suppressHydrationWarning />
        ))}
        {assets.devScripts && <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />}
        {assets.devScripts?.map((code, i) => (
          <script key={i} type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
