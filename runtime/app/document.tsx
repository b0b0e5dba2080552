import type { ReactNode } from 'react';
import type { PublicSite } from '../lib/public-site';
import type { Assets } from './boot-data';

/** The whole HTML document; the browser hydrates it as one tree. */
export function Document({ site, assets, themeCss, children }: { site: PublicSite; assets: Assets; themeCss: string; children: ReactNode }) {
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.theme.colors.primary} />
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preload?.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.devScripts?.map((code, i) => <script key={i} type="module" dangerouslySetInnerHTML={{ __html: code }} />)}
      </head>
      <body>{children}</body>
    </html>
  );
}
