// The parts around a form's fields that the light server-rendered form and the rjsf engine share,
// so the page does not shift when one replaces the other: progress and "Step X of Y", the step
// title, the error banner, the terms note, the honeypot, and the Back / Submit buttons.
import type { Ref } from 'react';
import { progressPercent, stepLabel, type StepNav } from '../lib/forms/steps';
import { HONEYPOT_FIELD } from './transport-fields';

export function StepHeader({
  nav,
  title,
  headingLevel = 2,
  headingRef,
}: {
  nav: StepNav;
  title: string;
  headingLevel?: 2 | 3;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const percent = progressPercent(nav);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="form-step-header">
      {nav.count > 1 && (
        <div className="form-progress">
          <p className="form-step-count">{stepLabel(nav)}</p>
          <div className="form-progress-bar" role="progressbar" aria-label="Form progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span className="form-progress-fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      <Heading className="form-step-title" tabIndex={-1} ref={headingRef}>
        {title}
      </Heading>
    </div>
  );
}

export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="form-alert form-alert-error" role="alert">
      {message}
    </div>
  );
}

export function TermsNote({ text }: { text?: string }) {
  return text ? <p className="form-terms">{text}</p> : null;
}

/** A field people never see or reach (CSS moves it off screen; aria-hidden and no tab stop); bots fill it. */
export function Honeypot({ value, onChange, idPrefix }: { value?: string; onChange?: (value: string) => void; idPrefix: string }) {
  const id = `${idPrefix}_${HONEYPOT_FIELD}`;
  return (
    <div className="form-hp" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
    </div>
  );
}

interface FormActionsProps {
  final: boolean;
  submitting: boolean;
  onBack?: () => void;
}

/** Back (from the second step on) and the submit button: "Next" or "Submit", disabled with "Loading" while sending. */
export function FormActions({ final, submitting, onBack }: FormActionsProps) {
  return (
    <div className="form-actions">
      {onBack && (
        <button type="button" className="btn btn-outline form-back" onClick={onBack} disabled={submitting}>
          Back
        </button>
      )}
      <button type="submit" className="btn btn-primary form-submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? 'Loading' : final ? 'Submit' : 'Next'}
      </button>
    </div>
  );
}
