// "Show interactive map" on a location card: on sites with a map key, for a location with
// coordinates. Nothing of the map (neither its script nor the code that loads it) is fetched
// until the visitor presses the button; the card's Get Directions link serves everyone else.
import { useRef, useState } from 'react';
import type { Address } from '../../schemas/types/location';
import { mapCentre, mapKey } from '../lib/interactive-map';
import { useSite } from '../data/site-context';

type MapState = 'idle' | 'loading' | 'shown' | 'failed';

export function InteractiveMap({ address, name }: { address: Partial<Address>; name: string }) {
  const site = useSite();
  const key = mapKey(site);
  const centre = mapCentre(address);
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('idle');
  if (!key || !centre) return null;

  const show = async () => {
    setState('loading');
    try {
      const { showMap } = await import('./maps-script');
      await showMap(canvas.current!, key, centre, name);
      setState('shown');
    } catch (error) {
      console.warn('Map not loaded', error);
      setState('failed');
    }
  };

  return (
    <div className="location-map">
      {state !== 'shown' && (
        <button type="button" className="btn btn-outline" onClick={() => void show()} disabled={state === 'loading'} aria-busy={state === 'loading'}>
          {state === 'loading' ? 'Loading map…' : 'Show interactive map'}
          <span className="sr-only"> of {name}</span>
        </button>
      )}
      <div ref={canvas} className="location-map-canvas" role="region" aria-label={`Map of ${name}`} hidden={state === 'idle' || state === 'failed'} />
      {state === 'failed' && <p role="alert">The map could not be loaded; Get Directions opens it in a new tab.</p>}
    </div>
  );
}
