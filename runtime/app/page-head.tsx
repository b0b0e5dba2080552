import { useLocation } from 'react-router';
import { useSite } from '../data/site-context';

/** Title, description and canonical URL; React hoists them into <head> on the server and after navigation. */
export function PageHead({ title, description, path, noindex }: { title: string; description?: string; path?: string; noindex?: boolean }) {
  const site = useSite();
  const location = useLocation();
  const canonical = `https://${site.primaryDomain}${path ?? location.pathname}`;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
