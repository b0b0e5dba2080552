// Delivers what call sites record with trackEvent (runtime/data/events.ts) to the server, for
// sites that enable events. The sending code (runtime/data/event-send.ts) loads with the first
// event, so it is not part of any first visit.
import type { PublicSite } from '../lib/public-site';
import { setEventSink } from './events';

/** Replaces the default sink (a DOM event only) with one that also sends to the server. */
export function installEventDelivery(site: PublicSite): void {
  const enabled = site.features?.events === true;
  setEventSink((event) => {
    window.dispatchEvent(new CustomEvent('dealer:event', { detail: event }));
    if (!enabled) return;
    import('./event-send').then(
      (m) => m.sendEvent(event, site),
      (error: unknown) => console.warn('Event not recorded', error),
    );
  });
}
