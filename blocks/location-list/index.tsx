import { useId } from 'react';
import type { LocationListProps } from './props';
import { cardsPerRow } from '../../runtime/lib/cards-per-row';
import { siteSettings } from '../../runtime/lib/site-settings';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { useSite } from '../../runtime/data/site-context';
import { LocationGroupCard } from '../../runtime/ui/location-group-card';

export default function LocationList({ heading, intro, search }: LocationListProps) {
  const data = useBlockData(contract);
  const site = useSite();
  const inputId = useId();
  if (!data) return null;
  const { query, groups, total } = data;
  const showSearch = search ?? siteSettings(site).locationSearch;
  return (
    <section className="location-list container">
      <h1>{heading}</h1>
      {intro && <p>{intro}</p>}
      {showSearch && (
        <form className="location-search" role="search" method="get">
          <div>
            <label htmlFor={inputId}>Find a location</label>
            <br />
            <input id={inputId} type="search" name="locationQuery" defaultValue={query} autoComplete="off" />
          </div>
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
      )}
      {groups.length === 0 ? (
        <p role="status">{total === 0 ? 'No locations to show.' : `No location matches "${query}".`}</p>
      ) : (
        <div className="location-groups" data-per-row={cardsPerRow(groups.length)}>
          {groups.map((g) => (
            <LocationGroupCard key={g.slug} group={g} />
          ))}
        </div>
      )}
    </section>
  );
}
