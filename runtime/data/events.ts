// The events client. Call sites record spec event ids here; delivery to /api/events and
// /api/fb-events arrives with the events issue. Until then the sink dispatches a DOM event
// (`dealer:event`) so tests and analytics tags can observe what was recorded.

export interface TrackedEvent {
  id: number;
  category?: string;
  properties?: Record<string, unknown>;
  /** The page's URL when the event happened (set by the delivery sink: a queued event is sent later, maybe from another page). */
  url?: string;
  /** When it happened (ms since the epoch), set with `url`. */
  at?: number;
}

type EventSink = (event: TrackedEvent) => void;

let sink: EventSink = (event) => {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('dealer:event', { detail: event }));
};

export function setEventSink(next: EventSink): void {
  sink = next;
}

export function trackEvent(id: number, properties?: Record<string, unknown>, category?: string): void {
  try {
    sink({ id, category, properties });
  } catch (error) {
    console.warn('Event not recorded', id, error);
  }
}

export const EVENT = {
  clickToCall: 25,
  calculator: 26,
  search: 29,
  nextStep: 32,
  addFavourite: 39,
  getDirections: 41,
  historyReport: 60,
  printPdf: 61,
} as const;
