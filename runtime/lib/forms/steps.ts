// The multi-step form's rules (spec section 4 "Multi-step form", section 8 failures): progress,
// "Step X of Y", the back stack (back returns to the previous step or to the origin of a skipped
// jump), which step comes next, which lead request a submit makes, what a failure shows, and
// where success goes. The engine (runtime/forms/multi-step-form.tsx) only reads these.
import { isFieldShown } from './step-errors';
import { fieldsOf, type StepSchema } from './field-schema';
import { categorySlug, FORM_EVENTS } from './enquiry';

export { failureFeedback, GENERIC_FORM_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE, type FailureFeedback } from './submit-feedback';

/** Where the visitor is: the step shown, the steps they came through (for Back), and whether the form is done. */
export interface StepNav {
  index: number;
  count: number;
  /** Steps left to reach the current one, oldest first; Back pops the last. */
  history: number[];
  done: boolean;
}

export function startNav(count: number, index = 0): StepNav {
  return { index, count: Math.max(1, count), history: [], done: false };
}

/** Step index over step count as a whole percentage, 100 when done, never above 100. */
export function progressPercent(nav: Pick<StepNav, 'index' | 'count' | 'done'>): number {
  if (nav.done || nav.count <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((nav.index / nav.count) * 100)));
}

/** "Step X of Y" (X is 1-based). */
export function stepLabel(nav: Pick<StepNav, 'index' | 'count'>): string {
  return `Step ${nav.index + 1} of ${nav.count}`;
}

/** Moves to step `to`, remembering where the visitor came from (a jump over skipped steps included). */
export function advance(nav: StepNav, to: number): StepNav {
  if (to === nav.index || to < 0 || to >= nav.count) return nav;
  return { ...nav, index: to, history: [...nav.history, nav.index] };
}

export function canGoBack(nav: StepNav): boolean {
  return !nav.done && nav.history.length > 0;
}

/** Back: to the step the visitor came from (the origin of a skipped jump), or nowhere on the first step. */
export function goBack(nav: StepNav): StepNav {
  if (!canGoBack(nav)) return nav;
  const history = nav.history.slice(0, -1);
  return { ...nav, index: nav.history[nav.history.length - 1]!, history };
}

/** Back through the visited steps until `step` (a field there needs fixing); unchanged when it was not visited. */
export function backTo(nav: StepNav, step: number): StepNav {
  if (step >= nav.index || !nav.history.includes(step)) return nav;
  let current = nav;
  while (current.index !== step && canGoBack(current)) current = goBack(current);
  return current;
}

/** The step of the first field named (server field errors), in step order; null when none is on any step. */
export function firstStepWithField(steps: readonly StepSchema[], names: readonly string[]): number | null {
  const wanted = new Set(names);
  const index = steps.findIndex((step) => Object.keys(fieldsOf(step)).some((name) => wanted.has(name)));
  return index < 0 ? null : index;
}

export function finish(nav: StepNav): StepNav {
  return { ...nav, done: true };
}

/** 1-based numbers of the steps jumped over on the way to the current step (the lead's `skipped_steps`). */
export function skippedSteps(nav: Pick<StepNav, 'index' | 'history'>): number[] {
  const path = [...nav.history, nav.index];
  const skipped: number[] = [];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    for (let s = from + 1; s < to; s++) skipped.push(s + 1);
  }
  return [...new Set(skipped)].sort((a, b) => a - b);
}

/**
 * Whether a step is shown for the data so far: a step whose fields are all conditional, with no
 * condition met, has nothing to ask and is skipped. A step without fields is shown (it may be a
 * confirmation step).
 */
export function isStepShown(step: StepSchema, data: Readonly<Record<string, unknown>>): boolean {
  const names = Object.keys(fieldsOf(step));
  if (names.length === 0) return true;
  return names.some((name) => isFieldShown(step, name, data));
}

/** The next shown step after `from`, or null when `from` is the last one (its submit completes the form). */
export function nextStepIndex(steps: readonly StepSchema[], from: number, data: Readonly<Record<string, unknown>>): number | null {
  for (let i = from + 1; i < steps.length; i++) if (isStepShown(steps[i]!, data)) return i;
  return null;
}

type LeadRequestKind = 'create' | 'update' | 'none';

export interface LeadRequestPlan {
  kind: LeadRequestKind;
  /** Sent as lead_status; `form_completed` is `status === 'Complete'`. */
  status: 'Incomplete' | 'Complete';
}

/**
 * Which request a submit makes: the first creates the lead (POST), later ones update it by id
 * (PUT); a non-final step is saved Incomplete once per lead (submitting it again after Back
 * saves nothing; the final submit carries everything); the final step completes the lead.
 */
export function leadRequestFor(state: { leadId: string | null; final: boolean; stepIndex: number; savedSteps: ReadonlySet<number> }): LeadRequestPlan {
  if (state.final) return { kind: state.leadId ? 'update' : 'create', status: 'Complete' };
  if (state.savedSteps.has(state.stepIndex)) return { kind: 'none', status: 'Incomplete' };
  return { kind: state.leadId ? 'update' : 'create', status: 'Incomplete' };
}

/** The car a form is about, as far as its event and category go. */
interface LeadCar {
  car_type?: string | null;
  tag?: string | null;
}

const TEST_DRIVE_ONLY = /test drive (vehicle )?only/i;

/**
 * The event a completed form records (spec section 9): its own, except that about a car the
 * generic enquiry is a new (14) or used (15) enquiry, and a new-car test drive (17) of a used
 * car is 48 unless the car is a test-drive-only vehicle (which stays 17).
 */
export function leadEvent(formEvent: number, car?: LeadCar | null): number {
  if (!car) return formEvent;
  if (formEvent === FORM_EVENTS.default) return car.car_type === 'used' ? FORM_EVENTS.usedVehicleEnquiry : FORM_EVENTS.newVehicleEnquiry;
  if (formEvent === FORM_EVENTS.testDriveNew && car.car_type === 'used' && !TEST_DRIVE_ONLY.test(car.tag ?? '')) return FORM_EVENTS.testDriveUsed;
  return formEvent;
}

/** The lead's category: a general enquiry about a car is that car's enquiry (new, used or demo); otherwise the form's. */
export function leadCategory(formCategory: string, car?: LeadCar | null): string {
  return car && formCategory === 'general' ? categorySlug(car.car_type) : formCategory;
}

/** /success?category={slug} followed by the form's extra query pairs (category is never overridden). */
export function successHref(category: string, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ category });
  for (const [key, value] of Object.entries(extra)) if (key !== 'category') query.append(key, value);
  return `/success?${query.toString()}`;
}
