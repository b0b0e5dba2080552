import { SmartLink } from '../ui/smart-link';
import { useSite } from '../data/site-context';
import { PageHead } from './page-head';

/**
 * The tenant's own 404 page, inside its header and footer (the server sends status 404); with
 * `badRequest`, its 400 page: an address the site refuses, such as a search with over 1,000 filter values.
 */
export function NotFound({ badRequest = false }: { badRequest?: boolean }) {
  const site = useSite();
  return (
    <section className="not-found container">
      <PageHead title={`${badRequest ? 'Bad request' : 'Page not found'} | ${site.name}`} noindex />
      <h1>{badRequest ? "Sorry, we couldn't show that page" : "Sorry, we couldn't find that page"}</h1>
      <p>
        {badRequest
          ? 'The address asks for more than we can search at once, such as too many filter choices. These might help:'
          : 'The page may have moved, or the address may be mistyped. These might help:'}
      </p>
      <ul className="not-found-links">
        <li>
          <SmartLink href="/">Home page</SmartLink>
        </li>
        <li>
          <SmartLink href={site.default_search_path ?? `${site.vehicles.basePath}/`}>Browse our {site.vehicles.plural}</SmartLink>
        </li>
        <li>
          <SmartLink href="/contact">Contact {site.name}</SmartLink>
        </li>
      </ul>
    </section>
  );
}

export default NotFound;
