// How many online bookings one visitor may have, how long a booking waits for the dealer's
// confirmation before it is released, and how the dealer is told (issue 25, part 3). One rule for
// POST /api/bookings and for a lead form's bookingSlot field.
import type { Site } from '../../schemas/types/site';

/** Live bookings (not released, slot still ahead) one client address, and one email, may have on a site. */
export const BOOKINGS_PER_VISITOR = 3;

const DEFAULT_CONFIRM_HOURS = 24;

export const BOOKING_LIMIT_MESSAGE = `You already have ${BOOKINGS_PER_VISITOR} bookings with us. Please call us to book another time, or wait until one has passed.`;

/** Whether one more booking is allowed for a visitor who has `live` bookings now. */
export function mayBookAnother(live: number): boolean {
  return live < BOOKINGS_PER_VISITOR;
}

/** The lowest of the visitor's seats (1 to 3) its live bookings leave free, or null when all are taken. */
export function freeSeat(taken: readonly number[]): number | null {
  for (let seat = 1; seat <= BOOKINGS_PER_VISITOR; seat++) if (!taken.includes(seat)) return seat;
  return null;
}

/** The site's `dashboard.confirm_hours` (default 24). */
function confirmHours(site: Pick<Site, 'dashboard'>): number {
  return site.dashboard?.confirm_hours ?? DEFAULT_CONFIRM_HOURS;
}

/** How long an unconfirmed booking is kept: the site's `dashboard.confirm_hours` (default 24). */
export function confirmWithinMs(site: Pick<Site, 'dashboard'>): number {
  return confirmHours(site) * 60 * 60_000;
}

/**
 * What the dealer reads in the booking's lead (email, webhook, CRM): which booking it is and how
 * to confirm it before it is released.
 */
export function confirmationNote(bookingId: string, site: Pick<Site, 'dashboard'>): string {
  return `booking ${bookingId}: confirm it within ${confirmHours(site)} hours by acknowledging this lead or with POST /api/dashboard/bookings/${bookingId}/confirm (site admin key), or the time is offered again`;
}
