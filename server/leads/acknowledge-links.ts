// The one-click "I've got this" link of a routed lead's email: signed with a key the lead store
// keeps (so every server and every restart accepts it), valid for 7 days, and single use because
// the acknowledgement itself is recorded once (lead-routes.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

const ACKNOWLEDGE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/** The lead_secrets row of the links' HMAC key. */
export const ACKNOWLEDGE_KEY_NAME = 'acknowledge-links';

export type LinkCheck = 'valid' | 'expired' | 'forged';

export class AcknowledgeLinks {
  constructor(private readonly key: string) {}

  private signature(tenant: string, leadId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${tenant}\n${leadId}\n${expires}`).digest('base64url');
  }

  /** The path and query of a lead's link, valid for 7 days from `now`. */
  path(tenant: string, leadId: string, now: number): string {
    const expires = now + ACKNOWLEDGE_LINK_TTL_MS;
    return `/api/leads/${encodeURIComponent(leadId)}/acknowledge?expires=${expires}&signature=${this.signature(tenant, leadId, expires)}`;
  }

  check(tenant: string, leadId: string, expires: unknown, signature: unknown, now: number): LinkCheck {
    if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires) || typeof signature !== 'string') return 'forged';
    const expected = Buffer.from(this.signature(tenant, leadId, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    return Number(expires) < now ? 'expired' : 'valid';
  }
}
