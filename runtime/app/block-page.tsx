import { usePage } from '../data/tenant-data';
import { BlockList } from './block-renderer';
import { PageHead } from './page-head';

/** A content page from pages/<id>.json. */
export function BlockPage({ pageId }: { pageId: string }) {
  const page = usePage(pageId);
  return (
    <>
      <PageHead title={page.title} description={page.description} path={/[:*]/.test(page.path) ? undefined : page.path} noindex={page.noindex} />
      <BlockList blocks={page.blocks} />
    </>
  );
}
