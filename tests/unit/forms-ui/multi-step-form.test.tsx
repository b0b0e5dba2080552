// @vitest-environment jsdom
// The multi-step engine in the browser DOM with the browser's precompiled validator and a mocked
// fetch: validation on submit then on change, the lead created by the first submit and updated
// by id, each non-final step saved once as Incomplete, the final step completing it, the event,
// the stored contact details, the /success address, failures, "Loading" and Idempotency-Key reuse.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageIdContext } from '../../../runtime/data/page-id-context';
import MultiStepForm from '../../../runtime/forms/multi-step-form';
import type { FormValidator } from '../../../runtime/forms/validator-client';
import type { ServedForm } from '../../../runtime/forms/form-query';
import type { Car } from '../../../schemas/types/car';
import { browserValidator, formDoc, FormProviders, leadFetch, served } from './engine-helpers';

// esbuild (which bundles the served ajv runtime) cannot load under jsdom; see engine-helpers.tsx.
vi.mock('../../../server/forms/ajv-runtime', () => ({
  RUNTIME_MODULES: ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'ajv/dist/runtime/validation_error', 'ajv-formats/dist/formats'],
  RUNTIME_URL: '/api/forms/runtime.js?v=test',
}));
import { site } from './fixtures';

const REQUIRED = '*This is a required field.';

const finance = served(
  formDoc(
    [
      {
        title: 'Your details',
        schema: { type: 'object', properties: { name: { type: 'string', title: 'Full name' }, email: { type: 'string', title: 'Email' } } },
        uiSchema: { name: { 'ui:widget': 'fullName' }, email: { 'ui:widget': 'email' } },
      },
      {
        title: 'Your budget',
        schema: { type: 'object', properties: { budget: { type: 'number', title: 'Budget' } } },
        uiSchema: { budget: { 'ui:widget': 'currency' } },
      },
      {
        title: 'About you',
        schema: { type: 'object', properties: { message: { type: 'string', title: 'Anything else?' }, opt_in: { type: 'boolean', title: 'Keep me posted' } } },
        uiSchema: { message: { 'ui:widget': 'textarea', 'ui:options': { required: false } }, opt_in: { 'ui:widget': 'optIn' } },
      },
    ],
    { category: 'finance', event: 23, successQuery: { source: 'finance-page' } },
  ),
);

const enquiry = served(
  formDoc(
    [
      {
        title: 'Your details',
        schema: { type: 'object', properties: { name: { type: 'string', title: 'Full name' }, message: { type: 'string', title: 'Message' } } },
        uiSchema: { name: { 'ui:widget': 'fullName' }, message: { 'ui:widget': 'textarea' } },
      },
    ],
    { category: 'general' },
  ),
);

let validators: Map<ServedForm, FormValidator>;
let root: Root | null = null;
let container: HTMLElement;
let alerts: string[];
let events: unknown[];
const onEvent = (e: Event) => events.push((e as CustomEvent).detail);

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  validators = new Map([
    [finance, await browserValidator(finance)],
    [enquiry, await browserValidator(enquiry)],
  ]);
});

beforeEach(() => {
  alerts = [];
  events = [];
  localStorage.clear();
  vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => void alerts.push(String(message)));
  window.addEventListener('dealer:event', onEvent);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  window.removeEventListener('dealer:event', onEvent);
  vi.restoreAllMocks();
});

async function render(
  form: ServedForm,
  fetchImpl: typeof fetch,
  { route = '', ...extra }: { car?: Car; initialData?: Record<string, unknown>; route?: string } = {},
) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <FormProviders site={site} forms={{}}>
        <PageIdContext.Provider value={route}>
          <MultiStepForm
            formName={form === finance ? 'finance' : 'enquiry'}
            form={form}
            validator={validators.get(form)!}
            idPrefix="t"
            fetchImpl={fetchImpl}
            {...extra}
          />
        </PageIdContext.Provider>
      </FormProviders>,
    ),
  );
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) => {
  const el = container.querySelector<T>(selector);
  if (!el) throw new Error(`no ${selector} in ${container.innerHTML}`);
  return el;
};
const text = (selector: string) => (container.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
const submitButton = () => $<HTMLButtonElement>('.form-submit');
const location = () => text('[data-testid="location"]');

async function type(id: string, value: string) {
  const input = $<HTMLInputElement>(`[id="t_${id}"]`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => submitButton().click());
  // Let the lead request and the state updates after it settle.
  await act(async () => new Promise((r) => setTimeout(r, 0)));
}

describe('multi-step lead flow', () => {
  it('creates the lead, saves each step once as Incomplete, completes it and goes to /success', async () => {
    const { fetchImpl, requests } = leadFetch([
      { status: 201, body: { id: 'L1' } },
      { status: 200, body: { id: 'L1' } },
      { status: 200, body: { id: 'L1' } },
    ]);
    await render(finance, fetchImpl);
    expect(text('.form-step-count')).toBe('Step 1 of 3');
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('0');
    expect(submitButton().textContent).toBe('Next');

    await type('name', 'Jane Citizen');
    await type('email', 'jane@example.com');
    await submit();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: '/api/leads', method: 'POST' });
    expect(requests[0]!.lead).toMatchObject({
      form: 'finance',
      category: 'finance',
      website_slug: site.slug,
      name: 'Jane Citizen',
      email: 'jane@example.com',
      lead_status: 'Incomplete',
      form_completed: false,
      step_number: 1,
      website_url: '',
    });
    expect(requests[0]!.lead).not.toHaveProperty('lead_id');
    expect(requests[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    expect(text('.form-step-count')).toBe('Step 2 of 3');
    expect($('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('33');
    await type('budget', '35,000');
    await submit();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ url: '/api/leads/L1', method: 'PUT' });
    expect(requests[1]!.lead).toMatchObject({ lead_id: 'L1', budget: 35000, lead_status: 'Incomplete', form_completed: false, step_number: 2 });

    expect(text('.form-step-count')).toBe('Step 3 of 3');
    expect(submitButton().textContent).toBe('Submit');
    await act(async () => $<HTMLButtonElement>('.form-back').click());
    expect(text('.form-step-count')).toBe('Step 2 of 3');
    expect($<HTMLInputElement>('[id="t_budget"]').value).toBe('35000');
    await submit();
    expect(requests, 'a step is saved once per lead: Next again sends nothing').toHaveLength(2);
    expect(text('.form-step-count')).toBe('Step 3 of 3');

    await submit();
    expect(requests).toHaveLength(3);
    expect(requests[2]).toMatchObject({ url: '/api/leads/L1', method: 'PUT' });
    expect(requests[2]!.lead).toMatchObject({
      lead_id: 'L1',
      lead_status: 'Complete',
      form_completed: true,
      step_number: 3,
      opt_in: true,
      name: 'Jane Citizen',
      budget: 35000,
    });
    expect(new Set(requests.map((r) => r.headers['Idempotency-Key'])).size, 'one key per submission').toBe(3);

    expect(location()).toBe('/success?category=finance&source=finance-page');
    // Next step (32) each time Next moves on, Back and Next again included; then the form's event.
    expect(events).toEqual([
      { id: 32, properties: { form: 'finance', step: 2 } },
      { id: 32, properties: { form: 'finance', step: 3 } },
      { id: 32, properties: { form: 'finance', step: 3 } },
      { id: 23, category: 'finance', properties: { form: 'finance', lead_id: 'L1' } },
    ]);
    expect(JSON.parse(localStorage.getItem(`dealer:${site.slug}:contact`) ?? '{}')).toEqual({ name: 'Jane Citizen', email: 'jane@example.com' });
  });

  it('on the pre-approval screen, the first input records the start (event 31), once; elsewhere nothing', async () => {
    const { fetchImpl } = leadFetch([]);
    await render(finance, fetchImpl, { route: 'form:/finance-pre-approval', initialData: { name: 'Jane Citizen' } });
    expect(events, 'a prefilled form is not started').toEqual([]);
    await type('email', 'j');
    await type('email', 'jane@example.com');
    expect(events).toEqual([{ id: 31, properties: { form: 'finance' } }]);
    act(() => root?.unmount());
    container.remove();

    events = [];
    await render(finance, fetchImpl, { route: 'form:/finance' });
    await type('email', 'j');
    expect(events).toEqual([]);
  });

  it('validates only on submit, then again on every change', async () => {
    const { fetchImpl, requests } = leadFetch([]);
    await render(finance, fetchImpl);
    await type('name', 'J');
    await type('name', '');
    expect(container.textContent, 'nothing while typing before the first submit').not.toContain(REQUIRED);

    await submit();
    expect(requests).toHaveLength(0);
    expect(text('[id="t_name__error"]')).toBe(REQUIRED);
    expect(text('[id="t_email__error"]')).toBe(REQUIRED);
    expect($('[id="t_name"]').getAttribute('aria-invalid')).toBe('true');
    expect($('[id="t_name"]').getAttribute('aria-describedby')).toBe('t_name__error');
    expect(text('[role="alert"]')).toBe('Please correct the 2 highlighted fields.');

    await type('email', 'not-an-email');
    expect(text('[id="t_email__error"]')).toBe('invalid email address');
    await type('name', 'Jane');
    expect(container.querySelector('[id="t_name__error"]')).toBeNull();
  });

  it('shows "Loading" on a disabled button while the lead is sent', async () => {
    let answer!: (reply: { status: number; body: unknown }) => void;
    const { fetchImpl } = leadFetch([new Promise((resolve) => (answer = resolve))]);
    await render(finance, fetchImpl, { initialData: { name: 'Jane Citizen', email: 'jane@example.com' } });
    await submit();
    expect(submitButton().textContent).toBe('Loading');
    expect(submitButton().disabled).toBe(true);
    expect($<HTMLButtonElement>('.form-submit').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ status: 201, body: { id: 'L9' } }));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(submitButton().textContent).toBe('Next');
    expect(text('.form-step-count')).toBe('Step 2 of 3');
  });

  it('on failure alerts the server text, marks the fields, and retries the same submission with the same Idempotency-Key', async () => {
    const { fetchImpl, requests } = leadFetch([
      { status: 422, body: { error: 'Please check the highlighted fields.', fields: { email: 'invalid email address' } } },
      new TypeError('Failed to fetch'),
      { status: 201, body: { id: 'L2' } },
    ]);
    await render(finance, fetchImpl, { initialData: { name: 'Jane Citizen', email: 'jane@example.com' } });
    await submit();
    expect(alerts).toEqual(['Please check the highlighted fields.']);
    expect(text('[id="t_email__error"]')).toBe('invalid email address');
    expect(text('.form-alert')).toBe('Please check the highlighted fields.');
    expect(submitButton().disabled).toBe(false);

    await submit();
    expect(alerts[1], 'no server text: the spec wording').toBe('An unexpected error occured');
    await submit();
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(Array(3).fill(requests[0]!.headers['Idempotency-Key']));
    expect(text('.form-step-count')).toBe('Step 2 of 3');
  });

  it('a reply without an id is a failure', async () => {
    const { fetchImpl } = leadFetch([{ status: 201, body: {} }]);
    await render(finance, fetchImpl, { initialData: { name: 'Jane Citizen', email: 'jane@example.com' } });
    await submit();
    expect(alerts).toEqual(['An unexpected error occured']);
    expect(text('.form-step-count')).toBe('Step 1 of 3');
  });
});

describe('generic (one-step) form', () => {
  it('completes with one POST and goes to /success', async () => {
    const { fetchImpl, requests } = leadFetch([{ status: 201, body: { id: 'E1' } }]);
    await render(enquiry, fetchImpl);
    expect(container.querySelector('.form-step-count'), 'no "Step 1 of 1"').toBeNull();
    expect(submitButton().textContent).toBe('Submit');
    await type('name', 'Jane Citizen');
    await type('message', 'Hello');
    await submit();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.lead).toMatchObject({ form: 'enquiry', lead_status: 'Complete', form_completed: true, step_number: 1, message: 'Hello' });
    expect(location()).toBe('/success?category=general');
    expect(events).toEqual([{ id: 22, category: 'general', properties: { form: 'enquiry', lead_id: 'E1' } }]);
  });

  it('on failure alerts "An error occurred when submitting this form" and shows the server text in the banner', async () => {
    const { fetchImpl } = leadFetch([{ status: 400, body: { error: 'Captcha verification failed' } }]);
    await render(enquiry, fetchImpl, { initialData: { name: 'Jane Citizen', message: 'Hello' } });
    await submit();
    expect(alerts).toEqual(['An error occurred when submitting this form']);
    expect(text('.form-alert')).toBe('Captcha verification failed');
    expect(location()).toBe('/finance');
  });

  it('sends the car the form is about, as a used-vehicle enquiry (event 15), and prefills kept contact details', async () => {
    localStorage.setItem(`dealer:${site.slug}:contact`, JSON.stringify({ name: 'Kept Name', email: 'kept@example.com' }));
    const car = {
      id: 77,
      name: '2021 Ford Ranger',
      slug: 'ford-ranger-77',
      make: 'Ford',
      model: 'Ranger',
      year: 2021,
      status: 'in_stock',
      car_type: 'used',
      stocknum: 'S77',
      dealership_id: 1,
      show_on_dealer_website: true,
    } as Car;
    const { fetchImpl, requests } = leadFetch([{ status: 201, body: { id: 'E2' } }]);
    await render(enquiry, fetchImpl, { car });
    expect($<HTMLInputElement>('[id="t_name"]').value).toBe('Kept Name');
    await type('message', 'Is it available?');
    await submit();
    expect(requests[0]!.lead).toMatchObject({
      name: 'Kept Name',
      car_id: '77',
      stock_number: 'S77',
      'Vehicle Make': 'Ford',
      'Vehicle Model': 'Ranger',
      car_type: 'used',
      vehicle_status: 'in_stock',
    });
    expect(requests[0]!.lead.category, 'an enquiry about a used car').toBe('used-vehicle-enquiry');
    expect(events).toEqual([{ id: 15, category: 'used-vehicle-enquiry', properties: { form: 'enquiry', lead_id: 'E2', car_id: 77 } }]);
    expect(location()).toBe('/success?category=used-vehicle-enquiry');
  });
});
