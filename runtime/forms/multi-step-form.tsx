// The form engine: a thin layer over rjsf, one rjsf form per step (spec section 4). It shows
// "Step X of Y" with a progress bar, validates on submit and then on every change (shouldValidate), sends the
// lead (the first submit creates it, each non-final step is saved once as Incomplete, the final
// step completes it), and on success records the form's event, keeps the contact details for
// later forms and goes to /success. The rules are in runtime/lib/forms/steps.ts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { Car } from '../../schemas/types/car';
import { useSite } from '../data/site-context';
import { useRouteIdentity } from '../data/page-id-context';
import { pageIdOf } from '../lib/page-id';
import { formStartEvent } from '../lib/forms/start-event';
import { shouldValidate } from '../lib/forms/enquiry';
import { useTenantData } from '../data/tenant-data';
import { EVENT, trackEvent } from '../data/events';
import {
  advance,
  backTo,
  canGoBack,
  failureFeedback,
  finish,
  firstStepWithField,
  goBack,
  leadCategory,
  leadEvent,
  leadRequestFor,
  nextStepIndex,
  skippedSteps,
  startNav,
  successHref,
  type LeadRequestPlan,
} from '../lib/forms/steps';
import { Captcha, type CaptchaHandle } from './captcha';
import { prefillFromContact, readContact, storeContact } from '../data/contact-store';
import { errorsByField, errorsFromList } from './field-errors';
import { FormActions, FormBanner, Honeypot, StepHeader, TermsNote } from './form-parts';
import type { ServedForm } from './form-query';
import { newIdempotencyKey, sendLead, type LeadFile, type LeadResult } from './lead-client';
import { buildLeadPayload } from './lead-payload';
import { coercePrefill, formFieldNames } from './step-layout';
import { ErrorSummary, fields, templates, widgets } from './theme';
import { leadTracking, readVisitLog } from './visit-tracking';
import { widgetNameOf } from './field-widgets';
import type { FormUiContext } from './widget-kit';

type Data = Record<string, unknown>;
type Context = FormUiContext & { fieldErrors: Record<string, string[]> };

export interface MultiStepFormProps {
  formName: string;
  form: ServedForm;
  /** loadFormValidator(formName): the form's precompiled validator. */
  validator: ValidatorType<Data, RJSFSchema>;
  /** Prefix of every control id, unique on the page ("form-finance", "dialog-enquiry"). */
  idPrefix: string;
  /** Values to start from: prefill, and whatever the light form already took. */
  initialData?: Data;
  /** The car the form is about (vehicle page): its details go with the lead. */
  car?: Car | null;
  /** Files chosen before the engine took over, by field name. */
  files?: Map<string, File[]>;
  honeypot?: string;
  headingLevel?: 2 | 3;
  /** Focus this control once rendered (the light form's focused field). */
  focusId?: string;
  /** Submit once rendered (the visitor pressed submit on the light form). */
  submitOnMount?: boolean;
  /** Called after the lead is complete, before going to /success (a dialog closes). */
  onComplete?(): void;
  fetchImpl?: typeof fetch;
}

export default function MultiStepForm(props: MultiStepFormProps) {
  const { form, formName, validator, idPrefix, car, headingLevel = 2 } = props;
  const site = useSite();
  const routeIdentity = useRouteIdentity();
  const pageId = pageIdOf(routeIdentity);
  const startEvent = formStartEvent(routeIdentity);
  const started = useRef(false);
  const locations = useTenantData('locations');
  const navigate = useNavigate();
  const steps = form.steps;
  const schemas = steps.map((s) => s.schema);
  const multiStep = steps.length > 1;
  const captchaOn = (site.captcha?.provider ?? 'altcha') !== 'off';

  const [nav, setNav] = useState(() => startNav(steps.length));
  const [data, setData] = useState<Data>(() => coercePrefill(steps, props.initialData));
  const [validating, setValidating] = useState<ReadonlySet<number>>(() => new Set());
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<Data> | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState(props.honeypot ?? '');
  const leadIdRef = useRef<string | null>(null);
  const saved = useRef(new Set<number>());
  const pendingKey = useRef<{ signature: string; key: string } | null>(null);
  const files = useRef(props.files ?? new Map<string, File[]>()).current;
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<Form<Data, RJSFSchema, Context>>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const shownStep = useRef(nav.index);
  // Guards against a second submit while one is out (and StrictMode's second mount effect).
  const inFlight = useRef(false);
  const autoSubmitted = useRef(false);

  const step = steps[nav.index]!;
  const submittedOnce = validating.has(nav.index);
  const final = nextStepIndex(schemas, nav.index, data) === null;
  const fieldNames = useMemo(() => formFieldNames(steps), [steps]);
  const setValues = useCallback((values: Readonly<Record<string, unknown>>) => setData((d) => ({ ...d, ...values })), []);

  useEffect(() => {
    // Contact details kept from an earlier lead fill the fields still empty.
    const stored = readContact(site.slug);
    if (Object.keys(stored).length) setData((d) => ({ ...d, ...prefillFromContact(stored, formFieldNames(steps), d) }));
    if (props.focusId) document.getElementById(props.focusId)?.focus();
    if (props.submitOnMount && !autoSubmitted.current) {
      autoSubmitted.current = true;
      formRef.current?.submit();
    }
    // Once, when the form first renders.
  }, []);

  useEffect(() => {
    if (shownStep.current === nav.index) return;
    shownStep.current = nav.index;
    // A new step: announce it and bring it into view.
    heading.current?.focus();
    if ((root.current?.getBoundingClientRect().top ?? 0) < 0) root.current?.scrollIntoView?.();
  }, [nav.index]);

  const markValidating = (index: number) => setValidating((v) => (v.has(index) ? v : new Set(v).add(index)));

  const onChange = (e: IChangeEvent<Data, RJSFSchema, Context>) => {
    setData((d) => ({ ...d, ...e.formData }));
    if (extraErrors) setExtraErrors(undefined);
    if (shouldValidate('change', submittedOnce)) setFieldErrors(errorsByField(e.errorSchema));
  };

  const onError = (errors: RJSFValidationError[]) => {
    markValidating(nav.index);
    setFieldErrors(errorsFromList(errors));
  };

  const stepFiles = (): LeadFile[] => {
    const list: LeadFile[] = [];
    for (const name of Object.keys(step.schema.properties ?? {})) {
      if (widgetNameOf(step.uiSchema[name] as Data | undefined, step.schema.properties[name] as Data) !== 'file') continue;
      for (const file of files.get(name) ?? []) list.push({ field: name, file });
    }
    return list;
  };

  const fail = (plan: LeadRequestPlan, result: LeadResult | null) => {
    const failure = result && !result.ok ? result : null;
    const feedback = failureFeedback(multiStep, failure?.message);
    window.alert(feedback.alert);
    setBanner(feedback.banner);
    const fieldMessages = failure?.fields ?? {};
    const names = Object.keys(fieldMessages);
    if (names.length) {
      setExtraErrors(Object.fromEntries(names.map((n) => [n, { __errors: [fieldMessages[n]!] }])) as ErrorSchema<Data>);
      setFieldErrors(Object.fromEntries(names.map((n) => [n, [fieldMessages[n]!]])));
      const target = firstStepWithField(schemas, names);
      if (target !== null) setNav((n) => backTo(n, target));
    }
    // A refused or unknown captcha solution cannot be sent again; a 422 never reached the check.
    if (plan.kind === 'create' && failure?.status !== 422) captcha.current?.reset();
    setSubmitting(false);
  };

  const onSubmit = async (e: IChangeEvent<Data, RJSFSchema, Context>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submitStep(e);
    } finally {
      inFlight.current = false;
    }
  };

  const submitStep = async (e: IChangeEvent<Data, RJSFSchema, Context>) => {
    const stepIndex = nav.index;
    markValidating(stepIndex);
    setFieldErrors({});
    const all = { ...data, ...e.formData };
    setData(all);
    const next = nextStepIndex(schemas, stepIndex, all);
    const isFinal = next === null;
    const plan = leadRequestFor({ leadId: leadIdRef.current, final: isFinal, stepIndex, savedSteps: saved.current });
    if (plan.kind === 'none') {
      trackEvent(EVENT.nextStep, { form: formName, step: next! + 1 });
      setNav((n) => advance(n, next!));
      return;
    }
    setSubmitting(true);
    setBanner(null);
    let captchaPayload: string | undefined;
    try {
      if (plan.kind === 'create' && captchaOn) captchaPayload = await captcha.current?.solve();
    } catch (error) {
      console.error('Captcha not solved', error);
      fail(plan, null);
      return;
    }
    // One key per submission, reused when the same submission is retried after a failure.
    const signature = `${plan.kind}:${leadIdRef.current ?? ''}:${stepIndex}`;
    if (pendingKey.current?.signature !== signature) pendingKey.current = { signature, key: newIdempotencyKey() };
    const category = leadCategory(form.category, car);
    const lead = buildLeadPayload({
      formName,
      category,
      siteSlug: site.slug,
      data: all,
      url: window.location.href,
      pageId,
      tracking: leadTracking(readVisitLog(site.slug), Date.now()),
      plan,
      stepNumber: stepIndex + 1,
      skippedSteps: skippedSteps(nav),
      leadId: leadIdRef.current,
      car,
      locations,
      captcha: captchaPayload,
      honeypot,
    });
    const result = await sendLead(
      { lead, leadId: leadIdRef.current, files: stepFiles(), idempotencyKey: pendingKey.current.key, submitTarget: form.submitTarget },
      props.fetchImpl,
    );
    if (!result.ok) {
      fail(plan, result);
      return;
    }
    pendingKey.current = null;
    leadIdRef.current = result.id;
    setLeadId(result.id);
    if (!isFinal) {
      trackEvent(EVENT.nextStep, { form: formName, step: next + 1 });
      saved.current.add(stepIndex);
      setNav((n) => advance(n, next));
      setSubmitting(false);
      return;
    }
    trackEvent(leadEvent(form.event, car), { form: formName, lead_id: result.id, ...(car ? { car_id: car.id } : {}) }, category);
    storeContact(site.slug, all);
    setNav((n) => finish(n));
    props.onComplete?.();
    navigate(successHref(category, form.successQuery ?? {}));
  };

  const errorCount = Object.keys(fieldErrors).length;
  return (
    <div
      className="lead-form"
      ref={root}
      data-engine=""
      onInputCapture={() => {
        // The visitor's first input starts the form (event 31 on the pre-approval screen).
        if (startEvent !== null && !started.current) {
          started.current = true;
          trackEvent(startEvent, { form: formName });
        }
      }}
    >
      <StepHeader nav={nav} title={step.title} headingLevel={headingLevel} headingRef={heading} />
      <Form<Data, RJSFSchema, Context>
        key={nav.index}
        ref={formRef}
        className="lead-form-step"
        idPrefix={idPrefix}
        schema={step.schema as RJSFSchema}
        uiSchema={step.uiSchema}
        formData={data}
        validator={validator}
        templates={templates}
        widgets={widgets}
        fields={fields}
        formContext={{ formData: data, files, fieldErrors, fieldNames, setValues }}
        liveValidate={shouldValidate('change', submittedOnce) ? 'onChange' : undefined}
        noValidate={!shouldValidate('submit', submittedOnce)}
        noHtml5Validate
        showErrorList={false}
        focusOnFirstError
        extraErrors={extraErrors}
        onChange={onChange}
        onError={onError}
        onSubmit={(e) => void onSubmit(e)}
      >
        <Honeypot idPrefix={idPrefix} value={honeypot} onChange={setHoneypot} />
        {captchaOn && !leadId && <Captcha handle={captcha} />}
        {final && <TermsNote text={site.forms?.termsNote} />}
        {/* One alert at a time: the server's answer, else the count of fields to correct. */}
        {!banner && submittedOnce && <ErrorSummary count={errorCount} />}
        <FormBanner message={banner} />
        <FormActions final={final} submitting={submitting || nav.done} onBack={canGoBack(nav) ? () => setNav(goBack) : undefined} />
      </Form>
    </div>
  );
}
