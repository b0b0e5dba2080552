// The stock search screen (/cars/ and /search/...): state from the URL, results from the
// multi-search contract, rendered on the server from the same cache key.
import { useLocation } from 'react-router';
import { useSite } from '../../data/site-context';
import { useSearchView } from '../../data/search';
import { parseSearchLocation } from '../../lib/search/search-url';
import { PageHead } from '../page-head';

export default function SearchPage() {
  const site = useSite();
  const location = useLocation();
  const state = parseSearchLocation(location.pathname, location.search, site);
  const { data } = useSearchView(state, site);
  const title = `${site.vehicles.plural[0]?.toUpperCase()}${site.vehicles.plural.slice(1)} for sale | ${site.name}`;
  return (
    <section className="search-page container">
      <PageHead title={title} description={`Browse ${site.vehicles.plural} for sale at ${site.name}.`} path={state.path} />
      <h1>Our stock</h1>
      <p role="status">{data ? `${data.total} ${site.vehicles.plural} found` : 'Searching…'}</p>
      <ul>
        {data?.hits.map((car) => (
          <li key={String(car.id)}>{car.name}</li>
        ))}
      </ul>
    </section>
  );
}
