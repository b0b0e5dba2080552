// Whether a submission is the final submit (Complete) or a saved step (Incomplete): the server's
// decision, never the client's.
import type { LeadStatus } from './lead-store';
import type { StepSchema } from '../../runtime/lib/forms/field-schema';
import { nextStepIndex } from '../../runtime/lib/forms/steps';

/**
 * The server's decision, from the step: only a save of a multi-step form's step that still has a
 * shown step after it (`form_completed: false` with its `step_number`) is Incomplete; anything
 * else is the final submit, validated in full. A client's lead_status is never read.
 */
export function leadStatusOf(input: Readonly<Record<string, unknown>>, steps: readonly StepSchema[]): LeadStatus {
  if (input.form_completed !== false || steps.length < 2) return 'Complete';
  const step = input.step_number;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 1) return 'Incomplete'; // validate() asks for step_number
  if (step > steps.length) return 'Incomplete'; // validate() refuses the step
  return nextStepIndex(steps, step - 1, input) === null ? 'Complete' : 'Incomplete';
}
