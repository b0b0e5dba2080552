// How many online bookings one visitor may have, and how long a booking waits for the dealer's
// confirmation before it is released (issue 25, part 3).
import type { Site } from '../../schemas/types/site';

/** Live bookings (not released, slot still ahead) one client address, and one email, may have on a site. */
export const BOOKINGS_PER_VISITOR = 3;

const DEFAULT_CONFIRM_HOURS = 24;

export const BOOKING_LIMIT_MESSAGE = `You already have ${BOOKINGS_PER_VISITOR} bookings with us. Please call us to book another time, or wait until one has passed.`;

/** Whether one more booking is allowed for a visitor who has `live` bookings now. */
export function mayBookAnother(live: number): boolean {
  return live < BOOKINGS_PER_VISITOR;
}

/** How long an unconfirmed booking is kept: the site's `dashboard.confirm_hours` (default 24). */
export function confirmWithinMs(site: Pick<Site, 'dashboard'>): number {
  return (site.dashboard?.confirm_hours ?? DEFAULT_CONFIRM_HOURS) * 60 * 60_000;
}
