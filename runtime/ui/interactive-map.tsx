// The map box of a location card (runtime/lib/location-map.ts): a picture (a static map or the
// location's image), or the interactive map on sites with a map key. The interactive map shows
// the location's picture (or a plain panel) with "Show interactive map" over it; nothing of the
// map (neither its script nor the code that loads it) is fetched until the visitor presses the
// button, and the map then fills the same box, so nothing moves. The card's Get Directions link
// serves everyone else, and everyone before the page's script runs.
import { useRef, useState } from 'react';
import type { MapCentre } from '../lib/interactive-map';
import { mapKey } from '../lib/interactive-map';
import type { LocationMap, MapPicture } from '../lib/location-map';
import { useSite } from '../data/site-context';
import { ResponsiveImage } from './responsive-image';

type MapState = 'idle' | 'loading' | 'shown' | 'failed';

/** The box's intrinsic size: 16:9, reserved before any picture or map arrives. */
const WIDTH = 640;
const HEIGHT = 360;

function Picture({ picture, name }: { picture: MapPicture; name: string }) {
  const alt = picture.kind === 'static-map' ? `Map of the area around ${name}` : '';
  return <ResponsiveImage src={picture.src} alt={alt} width={WIDTH} height={HEIGHT} sizes="(min-width: 768px) 50vw, 100vw" />;
}

export function LocationMapBox({ map, name }: { map: LocationMap; name: string }) {
  if (map.kind === 'none') return null;
  if (map.kind === 'picture')
    return (
      <div className="location-map" data-map={map.picture.kind}>
        <Picture picture={map.picture} name={name} />
      </div>
    );
  return <InteractiveMap centre={map.centre} poster={map.poster} name={name} />;
}

function InteractiveMap({ centre, poster, name }: { centre: MapCentre; poster: MapPicture | null; name: string }) {
  const key = mapKey(useSite());
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('idle');

  const show = async () => {
    if (!key) return;
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
    <>
      <div className="location-map" data-map="interactive">
        {poster ? <Picture picture={poster} name={name} /> : <div className="location-map-panel" aria-hidden="true" />}
        {state !== 'shown' && (
          <button
            type="button"
            className="btn btn-primary location-map-button"
            onClick={() => void show()}
            disabled={state === 'loading'}
            aria-busy={state === 'loading'}
          >
            {state === 'loading' ? 'Loading map…' : 'Show interactive map'}
            <span className="sr-only"> of {name}</span>
          </button>
        )}
        <div ref={canvas} className="location-map-canvas" role="region" aria-label={`Map of ${name}`} hidden={state !== 'shown' && state !== 'loading'} />
      </div>
      {state === 'failed' && <p role="alert">The map could not be loaded; Get Directions opens it in a new tab.</p>}
    </>
  );
}
