// A form on a page (form screens, the lead-form block). On the server its first step is rendered
// into a form island; the browser keeps that HTML without loading any form code. The first time
// the visitor focuses, touches or submits the form, the engine (rjsf and the form's validator)
// loads and takes over with what was typed, the focused field and a pending submit. Reached by
// client navigation (no server HTML), the engine loads at once.
import { useEffect, useRef, useState } from 'react';
import type { Car } from '../../schemas/types/car';
import { useSite } from '../data/site-context';
import { GENERIC_FORM_ERROR_MESSAGE } from '../lib/forms/submit-feedback';
import { prefillFromContact, readContact } from '../data/contact-store';
import { loadEngine, type Engine } from './engine-loader';
import { FormIsland, fillIsland, islandId, islandMode, readIsland, resetIslandSubmit } from './form-island';
import { useSeededForm } from './form-query';
import { coercePrefill, formFieldNames, stepDefaults } from './step-layout';

type Data = Record<string, unknown>;

interface InlineFormProps {
  formName: string;
  prefill?: Data;
  car?: Car | null;
  headingLevel?: 2 | 3;
  /** Prefix of the control ids, unique on the page (default form-<name>). */
  idPrefix?: string;
}

interface HandOver {
  values: Data;
  files: Map<string, File[]>;
  honeypot: string;
  focusId?: string;
  submit: boolean;
}

export default function InlineForm({ formName, prefill, car, headingLevel = 2, idPrefix = `form-${formName}` }: InlineFormProps) {
  const form = useSeededForm(formName);
  const site = useSite();
  const first = form.steps[0]!;
  const [mode] = useState(() => islandMode(idPrefix));
  const [initial] = useState<Data>(() => ({ ...stepDefaults(first), ...coercePrefill(form.steps, prefill) }));
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const handOver = useRef<HandOver>({ values: initial, files: new Map(), honeypot: '', submit: false });
  const loading = useRef(false);

  const wake = (submit: boolean) => {
    if (submit) handOver.current.submit = true;
    if (loading.current) return;
    loading.current = true;
    loadEngine(formName).then(
      (loaded) => {
        const root = document.getElementById(islandId(idPrefix));
        if (root) {
          // The island's first-step fields say what they hold now (a cleared prefill stays cleared).
          const snapshot = readIsland(root, first);
          const rest = Object.fromEntries(Object.entries(initial).filter(([name]) => !(name in first.schema.properties)));
          const active = document.activeElement;
          handOver.current = {
            ...handOver.current,
            values: { ...rest, ...snapshot.values },
            files: snapshot.files,
            honeypot: snapshot.honeypot,
            focusId: active && root.contains(active) && active.id ? active.id : undefined,
          };
        }
        setEngine(loaded);
      },
      (error: unknown) => {
        console.error(`The form "${formName}" could not load`, error);
        loading.current = false;
        if (handOver.current.submit) window.alert(GENERIC_FORM_ERROR_MESSAGE);
        const root = document.getElementById(islandId(idPrefix));
        if (root) resetIslandSubmit(root);
        handOver.current.submit = false;
        setFailed(true);
      },
    );
  };

  useEffect(() => {
    if (mode === 'live') {
      wake(false);
      return;
    }
    // After hydration: contact details kept from an earlier lead fill the island's empty fields.
    const root = document.getElementById(islandId(idPrefix));
    const stored = readContact(site.slug);
    if (root && Object.keys(stored).length) fillIsland(root, prefillFromContact(stored, formFieldNames(form.steps), {}));
    // Once, when the form first renders.
  }, []);

  if (engine) {
    const { values, files, honeypot, focusId, submit } = handOver.current;
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
        focusId={focusId}
        submitOnMount={submit}
      />
    );
  }
  if (mode === 'live') {
    return failed ? (
      <p className="form-alert form-alert-error" role="alert">
        Sorry, this form could not be loaded. Please try again, or call us on {site.phone}.
      </p>
    ) : (
      <p className="form-loading" role="status">
        Loading…
      </p>
    );
  }
  return (
    <>
      {failed && (
        <p className="form-alert form-alert-error" role="alert">
          Sorry, this form could not be loaded. Please try again, or call us on {site.phone}.
        </p>
      )}
      <FormIsland mode={mode} onWake={wake} form={form} idPrefix={idPrefix} values={initial} headingLevel={headingLevel} termsNote={site.forms?.termsNote} />
    </>
  );
}
