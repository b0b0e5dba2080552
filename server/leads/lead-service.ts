// Creating and updating leads: form lookup, honeypot, validation, captcha, normalising, and the
// one transaction that commits the lead with its idempotency key and delivery rows.
import { randomBytes } from 'node:crypto';
import type { Tenant } from '../tenants/tenant';
import type { LeadInput } from '../../schemas/types/lead';
import { HttpError } from '../http/http-error';
import { log } from '../log';
import { CAPTCHA_FAILED_MESSAGE, type AltchaCaptcha } from './captcha';
import type { LeadStatus, LeadStore, NewFile, StoredLead } from './lead-store';
import { deliveryPlan } from './lead-routing';
import { formFieldNames, normaliseLead, TRANSPORT_FIELDS } from './normalise-lead';
import { leadKeyProblems } from './lead-keys';
import { uploadQuotaProblem, type UploadQuota } from './upload-quota';
import { leadCar } from './lead-car';
import { submissionFingerprint } from './submission-fingerprint';
import { leadStatusOf } from './lead-status';
import type { StepSchema } from '../../runtime/lib/forms/field-schema';
import { INVALID_LEAD_MESSAGE } from '../../runtime/lib/forms/messages';
import { validateLead } from './validate';
import { siteFilledValues, withSiteFilledValues } from '../../runtime/forms/site-filled-fields';
import type { ServedStep } from '../../runtime/forms/form-query';

export const HONEYPOT_FIELD = 'website_url';
export const CAPTCHA_FIELD = 'altcha';

/** 128 random bits: a lead id is also the capability to update that lead, so it must be unguessable. */
export function newLeadId(): string {
  return randomBytes(16).toString('base64url');
}

export interface SubmitContext {
  userAgent?: string;
  referer?: string;
  idempotencyKey?: string;
  /** The captcha payload when it came outside the lead (a multipart field). */
  captcha?: string;
  files?: readonly NewFile[];
  /** The client address, for the log line of a rejected submission. */
  ip?: string;
}

export interface SubmitResult {
  lead: StoredLead;
  /** false when an Idempotency-Key matched an earlier lead (nothing was written). */
  created: boolean;
}

export function captchaEnabled(tenant: Tenant): boolean {
  return (tenant.site.captcha?.provider ?? 'altcha') !== 'off';
}

const KEY_REUSED = 'This Idempotency-Key was already used for a different submission: send a new key';

/** Stored values minus the empty strings the normaliser filled in, to merge a later step over. */
function storedFields(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, v]) => v !== ''));
}

/** What a commit hook prepared for one lead: the values to store, and how to undo or finish it. */
export interface PreparedCommit {
  input: LeadInput;
  /** The lead was not committed: give back what prepare took. */
  rollback(): Promise<void>;
  /** The lead was committed. */
  committed(): Promise<void>;
}

/**
 * Work that must stand or fall with a lead (booking the slot a bookingSlot field names): run
 * after validation, before the commit; it may rewrite the lead's values, or refuse it with an HttpError.
 */
export interface LeadCommitHook {
  /** `ip`: the client address (a visitor's bookings are limited per address). */
  prepare(tenant: Tenant, input: LeadInput, lead: { id: string; stored?: Readonly<Record<string, unknown>>; ip?: string }): Promise<PreparedCommit>;
}

const NOTHING_PREPARED = (input: LeadInput): PreparedCommit => ({ input, rollback: () => Promise.resolve(), committed: () => Promise.resolve() });

export class LeadService {
  /** Set once by the garage services (slot bookings); none by default. */
  commitHook: LeadCommitHook | undefined;
  /** The clock routing reads (open now, the escalation timer); startServer's `now` in tests. */
  now: () => number = Date.now;
  private readonly inflight = new Map<string, { fingerprint: string; result: Promise<SubmitResult> }>();

  constructor(
    private readonly store: LeadStore,
    private readonly captcha: AltchaCaptcha,
    private readonly onCommitted: () => void = () => undefined,
  ) {}

  /** A new lead (201), or the lead an earlier request with the same Idempotency-Key created. */
  async create(tenant: Tenant, input: LeadInput, ctx: SubmitContext = {}): Promise<SubmitResult> {
    const key = ctx.idempotencyKey;
    if (!key) return this.createOnce(tenant, input, ctx);
    const fingerprint = submissionFingerprint(input);
    const earlier = await this.store.idempotentLead(tenant.slug, key);
    if (earlier) {
      // The same key with other content is a client bug; answering with the old lead would lose this one.
      if (earlier.fingerprint !== null && earlier.fingerprint !== fingerprint) throw new HttpError(409, KEY_REUSED);
      return { lead: earlier.lead, created: false };
    }
    // A double click sends the same key twice at once: the second waits for the first.
    const slot = `${tenant.slug}\n${key}`;
    const pending = this.inflight.get(slot);
    if (pending) {
      if (pending.fingerprint !== fingerprint) throw new HttpError(409, KEY_REUSED);
      const first = await pending.result.catch(() => undefined);
      if (first) return { lead: first.lead, created: false };
      return this.create(tenant, input, ctx);
    }
    const run = this.createOnce(tenant, input, { ...ctx, fingerprint });
    this.inflight.set(slot, { fingerprint, result: run });
    try {
      return await run;
    } finally {
      this.inflight.delete(slot);
    }
  }

  private async createOnce(tenant: Tenant, sent: LeadInput, ctx: SubmitContext & { fingerprint?: string }): Promise<SubmitResult> {
    const form = this.formOf(tenant, sent.form);
    // What the page's form fills for the visitor, the server fills for an API client (issue 24).
    const input = withSiteFilledValues(
      sent,
      siteFilledValues(
        form.steps as unknown as readonly ServedStep[] /* compiled at load: the steps the page is served */,
        tenant.publicSite,
        tenant.collections.locations,
      ),
    );
    this.refuseBots(tenant, input, ctx);
    const status = leadStatusOf(input, stepSchemas(form));
    this.validate(tenant, input, status, form.steps.length);
    await this.checkCaptcha(tenant, input, ctx);

    const id = newLeadId();
    const files = ctx.files ?? [];
    const prepared = (await this.commitHook?.prepare(tenant, input, { id, ip: ctx.ip })) ?? NOTHING_PREPARED(input);
    let result;
    try {
      const payload = normaliseLead(prepared.input, {
        slug: tenant.slug,
        site: tenant.site,
        formName: input.form,
        form,
        leadId: id,
        status,
        hasFiles: files.length > 0,
        userAgent: ctx.userAgent,
        referer: ctx.referer,
        car: leadCar(tenant, input),
        now: Date.now(),
      });
      const plan = status === 'Complete' ? deliveryPlan(tenant, input.form, payload, this.now(), leadCar(tenant, payload)) : { destinations: [] };
      result = await this.store.createLead({
        id,
        tenant: tenant.slug,
        form: input.form,
        status,
        payload,
        idempotencyKey: ctx.idempotencyKey,
        fingerprint: ctx.fingerprint,
        ...plan,
        files,
        now: new Date(this.now()),
      });
    } catch (error) {
      await prepared.rollback();
      throw error;
    }
    if (result.created) await prepared.committed();
    else await prepared.rollback();
    // Another process stored this key between our look-up and our insert.
    if (!result.created && result.fingerprint !== null && result.fingerprint !== ctx.fingerprint) throw new HttpError(409, KEY_REUSED);
    if (result.created) {
      log.info({ tenant: tenant.slug, lead: id, form: input.form, status, files: files.length }, 'lead stored');
      this.onCommitted();
    }
    return result;
  }

  /** Updates a lead of this tenant; another tenant's id is "not found", exactly like a missing one. */
  async update(tenant: Tenant, id: string, input: LeadInput, ctx: SubmitContext = {}): Promise<StoredLead> {
    const current = await this.store.getLead(tenant.slug, id);
    if (!current) throw new HttpError(404, 'Lead not found');
    if (input.form !== current.form) throw new HttpError(400, `Lead ${id} was created with form "${current.form}", not "${input.form}"`);
    const form = this.formOf(tenant, input.form);
    this.refuseBots(tenant, input, ctx);

    const merged = { ...storedFields(current.payload), ...stripTransport(input) } as LeadInput;
    const status: LeadStatus =
      current.status === 'Complete'
        ? 'Complete'
        : leadStatusOf({ ...merged, form_completed: input.form_completed, step_number: input.step_number }, stepSchemas(form));
    this.validate(tenant, status === 'Complete' ? merged : input, status, form.steps.length);

    const files = ctx.files ?? [];
    const hasFiles = files.length > 0 || (await this.store.files(tenant.slug, id)).length > 0;
    const prepared = (await this.commitHook?.prepare(tenant, input, { id, stored: current.payload, ip: ctx.ip })) ?? NOTHING_PREPARED(input);
    const final = prepared.input === input ? merged : ({ ...storedFields(current.payload), ...stripTransport(prepared.input) } as LeadInput);
    let updated;
    try {
      const payload = normaliseLead(final, {
        slug: tenant.slug,
        site: tenant.site,
        formName: input.form,
        form,
        leadId: id,
        status,
        hasFiles,
        userAgent: ctx.userAgent,
        referer: ctx.referer,
        car: leadCar(tenant, final),
        now: Date.now(),
      });
      const plan = status === 'Complete' ? deliveryPlan(tenant, input.form, payload, this.now(), leadCar(tenant, payload)) : { destinations: [] };
      updated = await this.store.updateLead({ tenant: tenant.slug, id, status, payload, ...plan, files, now: new Date(this.now()) });
    } catch (error) {
      await prepared.rollback();
      throw error;
    }
    if (!updated) {
      await prepared.rollback();
      throw new HttpError(404, 'Lead not found');
    }
    await prepared.committed();
    log.info({ tenant: tenant.slug, lead: id, form: input.form, status: updated.status, files: files.length }, 'lead updated');
    this.onCommitted();
    return updated;
  }

  /** 413 when files of `incoming` bytes would take the lead or the tenant over its upload quota. */
  async checkUploadQuota(tenant: Tenant, leadId: string | undefined, incoming: number, quota: UploadQuota): Promise<void> {
    const lead = leadId && (await this.store.getLead(tenant.slug, leadId)) ? await this.store.uploadedBytes(tenant.slug, leadId) : 0;
    const problem = uploadQuotaProblem({ incoming, lead, tenant: await this.store.uploadedBytes(tenant.slug) }, quota);
    if (problem) {
      log.warn({ tenant: tenant.slug, lead: leadId, incoming }, 'upload refused: quota');
      throw new HttpError(413, problem);
    }
  }

  private formOf(tenant: Tenant, formName: string) {
    const form = Object.hasOwn(tenant.forms, formName) ? tenant.forms[formName] : undefined;
    if (!form) throw new HttpError(404, `Unknown form "${formName}"`);
    return form;
  }

  private refuseBots(tenant: Tenant, input: LeadInput, ctx: SubmitContext): void {
    const trap = input[HONEYPOT_FIELD];
    if (trap === undefined || trap === null || trap === '') return;
    log.warn({ tenant: tenant.slug, form: input.form, ip: ctx.ip, userAgent: ctx.userAgent }, 'lead rejected: honeypot field filled');
    throw new HttpError(400, 'Rejected');
  }

  private validate(tenant: Tenant, input: LeadInput, status: LeadStatus, stepCount: number): void {
    let result;
    if (status === 'Complete') {
      result = validateLead(tenant, input.form, input);
    } else {
      const step = input.step_number;
      if (step === undefined && stepCount > 1) throw new HttpError(400, 'step_number (1-based) is required when form_completed is false');
      const stepIndex = (step ?? 1) - 1;
      if (stepIndex >= stepCount) throw new HttpError(400, `step_number ${step} is past the form's ${stepCount} step(s)`);
      result = validateLead(tenant, input.form, input, { stepIndex });
    }
    const keyProblems = leadKeyProblems(input, formFieldNames(this.formOf(tenant, input.form)));
    if (!result.ok || Object.keys(keyProblems).length) {
      throw new HttpError(422, result.ok ? INVALID_LEAD_MESSAGE : result.error, { fields: { ...keyProblems, ...(result.ok ? {} : result.fields) } });
    }
  }

  private async checkCaptcha(tenant: Tenant, input: LeadInput, ctx: SubmitContext): Promise<void> {
    if (!captchaEnabled(tenant)) return;
    const reason = await this.captcha.verifyOnce(input[CAPTCHA_FIELD] ?? ctx.captcha);
    if (reason === undefined) return;
    log.warn({ tenant: tenant.slug, form: input.form, ip: ctx.ip, reason }, 'lead rejected: captcha verification failed');
    throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);
  }
}

function stepSchemas(form: { steps: readonly { schema: unknown }[] }): StepSchema[] {
  return form.steps.map((s) => s.schema as StepSchema);
}

function stripTransport(input: LeadInput): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...input };
  for (const key of TRANSPORT_FIELDS) delete copy[key];
  return copy;
}
