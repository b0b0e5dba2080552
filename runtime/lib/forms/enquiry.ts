// Enquiry constants of spec section 9 and the form event ids of its event table.

export const ENQUIRY_TYPES = ['General', 'Service', 'Parts', 'New Vehicle', 'Used Vehicle', 'Fleet', 'Finance', 'Careers', 'Sell My Car'] as const;

/** Default state of a form's state select on an Australian site (spec section 9). */
export const DEFAULT_FORM_STATE = 'qld';

/** A state select: a field named `state`, `…State` or `…_state` that lists its options (the trade-in's `regoState`). */
export function isStateSelect(name: string, schema: { enum?: readonly unknown[] }): boolean {
  return /(?:^state|State|_state)$/.test(name) && Array.isArray(schema.enum) && schema.enum.length > 0;
}

/**
 * The option a state select starts on when the form gives it no `default` of its own: the dealer's
 * state (site.json `state`), else DEFAULT_FORM_STATE on an Australian site, else none. A candidate
 * counts only when it is one of the options (matched without case), and comes back spelt as the option is.
 */
export function stateSelectDefault(options: readonly unknown[], site: { country: string; state?: string | undefined }): string | undefined {
  const candidates = [site.state, site.country === 'AU' ? DEFAULT_FORM_STATE : undefined];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const match = options.find((o): o is string => typeof o === 'string' && o.toLowerCase() === candidate.toLowerCase());
    if (match !== undefined) return match;
  }
  return undefined;
}

/** Category of a car enquiry from the car's type: demo and used have their own, everything else is new. */
export function categorySlug(carType: string | null | undefined): 'demo-vehicle-enquiry' | 'used-vehicle-enquiry' | 'new-vehicle-enquiry' {
  if (carType === 'demo') return 'demo-vehicle-enquiry';
  if (carType === 'used') return 'used-vehicle-enquiry';
  return 'new-vehicle-enquiry';
}

/**
 * Analytics event ids recorded when a form completes: `default` (22, the final form event) is
 * what a form without `event` records; careers forms use 51. Only the ids the event table ties
 * to one form are named; the rest of its form range is FORM_SUBMISSION_EVENT_IDS.
 */
export const FORM_EVENTS = {
  default: 22,
  careers: 51,
  newVehicleEnquiry: 14,
  usedVehicleEnquiry: 15,
  testDriveNew: 17,
  testDriveUsed: 48,
} as const;

/** Event ids the table lists as form submissions. */
export const FORM_SUBMISSION_EVENT_IDS: readonly number[] = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 27, 28, 40, 42, 44, 45, 46, 47, 48, 51, 56];

/** The event a form records: its own, else 22. */
export function formEvent(form: { event?: number }): number {
  return form.event ?? FORM_EVENTS.default;
}

/**
 * When a form validates (spec sections 4 and issue): on submit, then on every change once the
 * visitor has submitted; never while typing before the first submit.
 */
export function shouldValidate(trigger: 'submit' | 'change', submittedOnce: boolean): boolean {
  return trigger === 'submit' || submittedOnce;
}
