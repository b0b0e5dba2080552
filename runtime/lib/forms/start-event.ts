// The event a form records when a visitor starts it (spec section 9: "31: Finance pre-approval
// start"; 30, finance score start, has no screen). "Start" is the visitor's first input in the
// form: typing, choosing or ticking anything, once per form shown. A form shown with values
// filled in (query prefill, kept contact details) has not been started until the visitor acts.
import { PRE_APPROVAL_PATH } from '../form-routes';

const FORM_START_EVENT = { financePreApproval: 31 } as const;

/** The start event of the form on a route (its route identity, runtime/data/page-id-context.tsx), or null. */
export function formStartEvent(routeIdentity: string): number | null {
  return routeIdentity === `form:${PRE_APPROVAL_PATH}` ? FORM_START_EVENT.financePreApproval : null;
}
