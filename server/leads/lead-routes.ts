// Routed leads' rows (lead_routes): which rule routed a lead, when it was acknowledged, and its
// escalation timer. The timer is a row (escalate_at), not a setTimeout: the outbox's pass picks
// up the due ones with its own clock, so it survives a restart and tests move the clock.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../store/database';
import { LeadDeliveries } from './lead-deliveries';
import type { LeadTables } from './lead-schema';

type Db = Kysely<LeadTables>;

export interface NewRoute {
  rule: string;
  location: string | null;
  routedAt: number;
  escalateAt: number | null;
}

export interface LeadRoute {
  leadId: string;
  rule: string;
  location: string | null;
  routedAt: number;
  escalateAt: number | null;
  escalatedAt: number | null;
  acknowledgedAt: number | null;
  acknowledgedBy: string | null;
}

export type AcknowledgeOutcome = 'acknowledged' | 'already' | 'unknown';

/** A lead whose escalation mail a pass queued. */
export interface EscalatedLead {
  tenant: string;
  lead: string;
}

/** The delivery row of a rule's escalation mail: one per lead, after the rule's own destinations. */
export const ESCALATION_DESTINATION = -1;

const toRoute = (r: LeadTables['lead_routes']): LeadRoute => ({
  leadId: r.lead_id,
  rule: r.rule,
  location: r.location,
  routedAt: r.routed_at,
  escalateAt: r.escalate_at,
  escalatedAt: r.escalated_at,
  acknowledgedAt: r.acknowledged_at,
  acknowledgedBy: r.acknowledged_by,
});

export async function insertRoute(db: Db, tenant: string, leadId: string, route: NewRoute): Promise<void> {
  await db
    .insertInto('lead_routes')
    .values({
      lead_id: leadId,
      tenant,
      rule: route.rule,
      location: route.location,
      routed_at: route.routedAt,
      escalate_at: route.escalateAt,
      escalated_at: null,
      acknowledged_at: null,
      acknowledged_by: null,
    })
    .execute();
}

export class LeadRouteRows extends LeadDeliveries {
  async route(tenant: string, leadId: string): Promise<LeadRoute | undefined> {
    const row = await this.store.db.selectFrom('lead_routes').selectAll().where('tenant', '=', tenant).where('lead_id', '=', leadId).executeTakeFirst();
    return row ? toRoute(row) : undefined;
  }

  /** Marks a routed lead acknowledged, once: the first caller wins, a later one hears 'already'. */
  async acknowledge(tenant: string, leadId: string, by: string, now: number): Promise<AcknowledgeOutcome> {
    const result = await this.store.db
      .updateTable('lead_routes')
      .set({ acknowledged_at: now, acknowledged_by: by })
      .where('tenant', '=', tenant)
      .where('lead_id', '=', leadId)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'acknowledged';
    return (await this.route(tenant, leadId)) ? 'already' : 'unknown';
  }

  /**
   * Queues the escalation mail of every routed lead whose timer ran out unacknowledged, once: the
   * row is marked escalated and the delivery inserted in one transaction, and a second server's
   * pass finds it marked. Returns the leads escalated, with their tenants.
   */
  async escalateDue(now: number, contactsOf: (tenant: string, rule: string) => readonly string[] | undefined): Promise<EscalatedLead[]> {
    const due = await this.store.db
      .selectFrom('lead_routes')
      .select(['tenant', 'lead_id', 'rule'])
      .where('escalate_at', '<=', now)
      .where('escalated_at', 'is', null)
      .where('acknowledged_at', 'is', null)
      .limit(100)
      .execute();
    const escalated: EscalatedLead[] = [];
    for (const row of due) {
      const contacts = contactsOf(row.tenant, row.rule) ?? [];
      const done = await writeTransaction(this.store, async (trx) => {
        const marked = await trx
          .updateTable('lead_routes')
          .set({ escalated_at: now })
          .where('lead_id', '=', row.lead_id)
          .where('escalated_at', 'is', null)
          .where('acknowledged_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1 || !contacts.length) return false;
        await trx
          .insertInto('deliveries')
          .values({
            lead_id: row.lead_id,
            tenant: row.tenant,
            destination: ESCALATION_DESTINATION,
            rule: row.rule,
            kind: 'escalation',
            url: contacts.map((c) => `mailto:${c}`).join(' '),
            state: 'pending',
            attempts: 0,
            next_attempt_at: now,
          })
          .execute();
        return true;
      });
      if (done) escalated.push({ tenant: row.tenant, lead: row.lead_id });
    }
    return escalated;
  }

  /** When the next escalation falls due, or undefined. */
  async nextEscalationAt(): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('lead_routes')
      .select((e) => e.fn.min('escalate_at').as('at'))
      .where('escalated_at', 'is', null)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  /** A tenant's routed leads nobody acknowledged yet, oldest first. */
  async unanswered(tenant: string): Promise<LeadRoute[]> {
    const rows = await this.store.db
      .selectFrom('lead_routes')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('acknowledged_at', 'is', null)
      .orderBy('routed_at')
      .execute();
    return rows.map(toRoute);
  }

  /** A tenant's routes since `since` (ms), for the time-to-acknowledge statistics. */
  async routesSince(tenant: string, since: number): Promise<LeadRoute[]> {
    const rows = await this.store.db.selectFrom('lead_routes').selectAll().where('tenant', '=', tenant).where('routed_at', '>=', since).execute();
    return rows.map(toRoute);
  }

  /** A named random key kept in the store, made by whoever asks first (every server then signs alike). */
  async secret(name: string): Promise<string> {
    await this.store.db
      .insertInto('lead_secrets')
      .values({ name, value: randomBytes(32).toString('base64url') })
      .onConflict((c) => c.column('name').doNothing())
      .execute();
    const row = await this.store.db.selectFrom('lead_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }
}
