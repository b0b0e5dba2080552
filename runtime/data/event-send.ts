// Sends what call sites record with trackEvent (runtime/data/events.ts) to the server, for
// sites that enable events: POST /api/events with the spec's analytics event, and 250 ms later
// POST /api/fb-events (the server-side ad event, deduplicated by its unique id). Failures are
// logged only: analytics never gets in the way of a visitor's action.
import type { PublicSite } from '../lib/public-site';
import { deviceId, fbEventId, sessionId } from '../lib/ids';
import type { TrackedEvent } from './events';
import { adUserData, webCryptoSha256 } from '../lib/ad-user-data';
import { readContact } from './contact-store';
import { feedVehicleId } from '../lib/feeds/feed-car';

const AD_EVENT_DELAY_MS = 250;

function storedId(storage: Storage | undefined, key: string, make: () => string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const id = make();
    storage?.setItem(key, id);
    return id;
  } catch {
    return make(); // storage refused (private mode): an id for this page only
  }
}

function post(path: string, body: unknown): void {
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).then(
    (res) => {
      if (!res.ok) console.warn(`Event not recorded: ${path} answered ${res.status}`);
    },
    (error: unknown) => console.warn('Event not recorded', error),
  );
}

/** The two request bodies for one tracked event (pure, so tests can read them). */
export function eventBodies(event: TrackedEvent, site: Pick<PublicSite, 'slug'>, ids: { anon: string; session: string }, url: string, now: number, random: number) {
  const props = event.properties ?? {};
  const analytics = {
    event: {
      website_slug: site.slug,
      url,
      category: event.id,
      lead_id: typeof props.lead_id === 'string' ? props.lead_id : null,
      anon_id: ids.anon,
      session_id: ids.session,
      error_message: typeof props.error_message === 'string' ? props.error_message : null,
      event_properties: props,
    },
  };
  // An event about a car names it as the channel feeds do, so Meta matches the pixel to the catalog.
  const carId = props.car_id;
  const content =
    typeof carId === 'string' || typeof carId === 'number' ? { ...props, content_ids: [feedVehicleId({ id: carId })], content_type: 'vehicle' } : props;
  const ad = { event_name: event.category ?? String(event.id), event_id: event.id, unique_event_id: fbEventId(event.id, now, random), content };
  return { analytics, ad };
}

/** Sends one event: the analytics event now, the ad event 250 ms later. */
export function sendEvent(event: TrackedEvent, site: Pick<PublicSite, 'slug' | 'locale'>): void {
  const ids = { anon: storedId(globalThis.localStorage, 'device_id', () => deviceId()), session: storedId(globalThis.sessionStorage, 'session_id', () => sessionId()) };
  // The URL and time of the moment it happened: an event queued before the sender loaded goes out later, maybe from another page.
  const { analytics, ad } = eventBodies(event, site, ids, event.url ?? window.location.href, event.at ?? Date.now(), Math.random());
  post('/api/events', analytics);
  // The ad event carries the visitor's stored contact details, hashed (never in clear text).
  const userData = adUserData(readContact(site.slug), site.locale, webCryptoSha256, navigator.userAgent).catch(() => ({}));
  setTimeout(() => void userData.then((user_data) => post('/api/fb-events', { ...ad, user_data })), AD_EVENT_DELAY_MS);
}
