// A form on a page (form routes, the lead-form block). The server renders its first step with the
// light form, so it is there before any script and costs the first visit no form code. The
// first time the visitor focuses, touches or submits it, the engine (rjsf and the form's
// validator) loads and takes over with what was typed, the focused field and a pending submit.
import { useEffect, useRef, useState } from 'react';
import type { Car } from '../../schemas/types/car';
import { useSite } from '../data/site-context';
import { nextStepIndex, startNav, GENERIC_FORM_ERROR_MESSAGE } from '../lib/forms/steps';
import { prefillFromContact, readContact } from './contact-store';
import { FormActions, Honeypot, StepHeader, TermsNote } from './form-parts';
import { useSeededForm } from './form-query';
import { LightStep } from './light-form';
import { loadEngine, type Engine } from './engine-loader';
import { coercePrefill, formFieldNames, stepDefaults } from './step-layout';

type Data = Record<string, unknown>;

export interface InlineFormProps {
  formName: string;
  prefill?: Data;
  car?: Car | null;
  headingLevel?: 2 | 3;
  /** Prefix of the control ids (default form-<name>). */
  idPrefix?: string;
}

export default function InlineForm({ formName, prefill, car, headingLevel = 2, idPrefix = `form-${formName}` }: InlineFormProps) {
  const form = useSeededForm(formName);
  const site = useSite();
  const first = form.steps[0]!;
  const [values, setValues] = useState<Data>(() => ({ ...stepDefaults(first), ...coercePrefill(form.steps, prefill) }));
  const [honeypot, setHoneypot] = useState('');
  const [engine, setEngine] = useState<Engine | null>(null);
  const [submitPending, setSubmitPending] = useState(false);
  const files = useRef(new Map<string, File[]>()).current;
  const root = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const handOver = useRef<{ focusId?: string; submit: boolean }>({ submit: false });

  useEffect(() => {
    // After hydration (never during it): contact details kept from an earlier lead fill empty fields.
    const stored = readContact(site.slug);
    if (Object.keys(stored).length) setValues((v) => ({ ...v, ...prefillFromContact(stored, formFieldNames(form.steps), v) }));
  }, [site.slug, form.steps]);

  const wake = (submit = false) => {
    if (submit) {
      handOver.current.submit = true;
      setSubmitPending(true);
    }
    if (loading.current) return;
    loading.current = true;
    loadEngine(formName).then(
      (loaded) => {
        const active = document.activeElement;
        handOver.current.focusId = active && root.current?.contains(active) && active.id ? active.id : undefined;
        setEngine(loaded);
      },
      (error: unknown) => {
        console.error(`The form "${formName}" could not load`, error);
        loading.current = false;
        if (handOver.current.submit) window.alert(GENERIC_FORM_ERROR_MESSAGE);
        handOver.current.submit = false;
        setSubmitPending(false);
      },
    );
  };

  if (engine) {
    return (
      <engine.Form
        formName={formName}
        form={form}
        validator={engine.validator}
        idPrefix={idPrefix}
        initialData={values}
        car={car}
        files={files}
        honeypot={honeypot}
        headingLevel={headingLevel}
        focusId={handOver.current.focusId}
        submitOnMount={handOver.current.submit}
      />
    );
  }

  const final = nextStepIndex(form.steps.map((s) => s.schema), 0, values) === null;
  return (
    <div className="lead-form" ref={root} onFocusCapture={() => wake()} onPointerDown={() => wake()}>
      <StepHeader nav={startNav(form.steps.length)} title={first.title} headingLevel={headingLevel} />
      <form
        className="lead-form-step"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          wake(true);
        }}
      >
        <LightStep step={first} idPrefix={idPrefix} values={values} files={files} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
        <Honeypot idPrefix={idPrefix} value={honeypot} onChange={setHoneypot} />
        {final && <TermsNote text={site.forms?.termsNote} />}
        <FormActions final={final} submitting={submitPending} />
      </form>
    </div>
  );
}
