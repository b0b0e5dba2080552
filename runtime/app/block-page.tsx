import { usePage } from '../data/tenant-data';
import { useSite } from '../data/site-context';
import { useItemHead } from '../data/block-data';
import { BlockList } from './block-renderer';
import { PageHead } from './page-head';

/** A content page from pages/<id>.json. */
export function BlockPage({ pageId }: { pageId: string }) {
  const page = usePage(pageId);
  // A page for one item (/offers/:offerId ...) is named after the item its block loaded.
  const item = useItemHead(page.blocks.length);
  const site = useSite();
  return (
    <>
      {page.path === '/' && site.google_site_verification && <meta name="google-site-verification" content={site.google_site_verification} />}
      {item ? (
        <PageHead title={item.title} description={item.description} path={item.path} noindex={page.noindex} />
      ) : (
        <PageHead title={page.title} description={page.description} path={/[:*]/.test(page.path) ? undefined : page.path} noindex={page.noindex} />
      )}
      <BlockList blocks={page.blocks} />
    </>
  );
}
