// Delivers what call sites record with trackEvent (runtime/data/events.ts) to the server, for
// sites that enable events. The sending code (runtime/data/event-send.ts) loads on the visitor's
// first interaction, or a few seconds after the page loaded, whichever comes first, so it is not
// part of a first visit's JavaScript; events recorded before then are sent in order when it loads.
import type { PublicSite } from '../lib/public-site';
import { setEventSink, type TrackedEvent } from './events';

/** How long after the page loaded the sender loads without an interaction. */
const EVENT_SENDER_DELAY_MS = 2_500;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/** Replaces the default sink (a DOM event only) with one that also sends to the server. */
export function installEventDelivery(site: PublicSite): void {
  const enabled = site.features?.events === true;
  const pending: TrackedEvent[] = [];
  let sender: Promise<typeof import('./event-send')> | undefined;
  const flush = () => {
    sender ??= import('./event-send');
    sender.then(
      (m) => {
        for (const event of pending.splice(0)) m.sendEvent(event, site);
      },
      (error: unknown) => console.warn('Event not recorded', error),
    );
  };
  if (enabled) {
    const start = () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, start);
      flush();
    };
    const timer = setTimeout(start, EVENT_SENDER_DELAY_MS);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true });
  }
  setEventSink((event) => {
    window.dispatchEvent(new CustomEvent('dealer:event', { detail: event }));
    if (!enabled) return;
    // The moment it happened: the sender may load after the router moved to another page.
    pending.push({ ...event, url: window.location.href, at: Date.now() });
    if (sender) flush();
  });
}
