import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { TYPE_LABELS, type LocationGroup } from '../lib/location-groups';
import { LocationCard } from './location-card';
import { SmartLink } from './smart-link';

/**
 * A location group as one card with a tab per type (sales, used, service, parts). The tabs are
 * keyed by the group, so the selection starts again at the first tab whenever the group changes.
 */
export function LocationGroupCard({
  group,
  headingLevel: Heading = 'h2',
  linkName = true,
}: {
  group: LocationGroup;
  headingLevel?: 'h1' | 'h2';
  linkName?: boolean;
}) {
  return (
    <article className="location-group">
      <Heading className="location-group-name">{linkName ? <SmartLink href={group.href}>{group.name}</SmartLink> : group.name}</Heading>
      <GroupTabs key={group.slug} group={group} />
    </article>
  );
}

function GroupTabs({ group }: { group: LocationGroup }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const locations = group.locations;
  if (locations.length === 1) return <LocationCard location={locations[0]!} showName={false} />;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = locations.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : e.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={`${group.name} departments`} className="location-tabs" onKeyDown={onKeyDown}>
        {locations.map((l, i) => (
          <button
            key={l.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {TYPE_LABELS[l.type]}
          </button>
        ))}
      </div>
      {locations.map((l, i) => (
        <div key={l.id} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={i !== selected}>
          <LocationCard location={l} />
        </div>
      ))}
    </>
  );
}
