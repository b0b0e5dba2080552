import type { ReactNode } from 'react';
import type { PublicSite } from '../lib/public-site';
import type { Assets } from './boot-data';

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
  children,
}: {
  site: PublicSite;
  assets: Assets;
  themeCss: string;
  nonce?: string;
  /** Server only: picks the no-photo silhouette (car-card.css); the browser keeps the attribute. */
  vehicleCategory?: string;
  children: ReactNode;
}) {
  return (
    <html lang={site.locale} data-vehicle-category={vehicleCategory} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.theme.colors.primary} />
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
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
