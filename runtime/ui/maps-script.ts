// Loaded on the visitor's request only (runtime/ui/interactive-map.tsx): the maps script, once
// per page, and a map with a marker in a container.
import { MAP_ZOOM, mapsScriptUrl, type MapCentre } from '../lib/interactive-map';
import { loadPageScript } from './page-script';

interface MapsApi {
  Map: new (el: HTMLElement, options: { center: MapCentre; zoom: number }) => unknown;
  Marker: new (options: { position: MapCentre; map: unknown; title: string }) => unknown;
}

type MapsWindow = Window & { google?: { maps?: MapsApi }; __dealerMapsReady?: () => void };

const CALLBACK = '__dealerMapsReady';
let ready: Promise<MapsApi> | null = null;

function mapsApi(key: string): Promise<MapsApi> {
  ready ??= new Promise<MapsApi>((resolve, reject) => {
    const w = window as MapsWindow;
    w[CALLBACK] = () => (w.google?.maps ? resolve(w.google.maps) : reject(new Error('maps script ready without its API')));
    loadPageScript(mapsScriptUrl(key, CALLBACK), 'maps-script').catch(reject);
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export async function showMap(el: HTMLElement, key: string, centre: MapCentre, title: string): Promise<void> {
  const maps = await mapsApi(key);
  const map = new maps.Map(el, { center: centre, zoom: MAP_ZOOM });
  new maps.Marker({ position: centre, map, title });
}
