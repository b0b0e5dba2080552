// @vitest-environment jsdom
// A form on a page: the server renders its first step into an island; hydrating keeps that HTML
// and loads no form code; the first focus (or a submit) loads the engine, which takes over what
// was typed, the focused field and the pending submit. Reached by client navigation, the engine
// loads at once.
import { act } from 'react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import '../../../runtime/forms/server-forms';
import InlineForm from '../../../runtime/forms/inline-form';
import MultiStepForm from '../../../runtime/forms/multi-step-form';
import { provideLightForm, readIsland } from '../../../runtime/forms/form-island';
import { LightForm } from '../../../runtime/forms/light-form';
import { browserValidator, formDoc, FormProviders, leadFetch, served } from './engine-helpers';

vi.mock('../../../server/forms/ajv-runtime', () => ({
  RUNTIME_MODULES: ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'ajv/dist/runtime/validation_error', 'ajv-formats/dist/formats'],
  RUNTIME_URL: '/api/forms/runtime.js?v=test',
}));

const engine = vi.hoisted(() => ({ validator: null as unknown, loads: 0 }));
vi.mock('../../../runtime/forms/engine-loader', () => ({
  loadEngine: async () => {
    engine.loads++;
    return { Form: MultiStepForm, validator: engine.validator };
  },
}));

const finance = served(
  formDoc([
    {
      title: 'Your details',
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Full name' },
          email: { type: 'string', title: 'Email' },
          opt_in: { type: 'boolean', title: 'Keep me posted' },
        },
      },
      uiSchema: { name: { 'ui:widget': 'fullName' }, email: { 'ui:widget': 'email' }, opt_in: { 'ui:widget': 'optIn' } },
    },
    {
      title: 'Your budget',
      schema: { type: 'object', properties: { vehiclePriceBudget: { type: 'number', title: 'Budget' } } },
      uiSchema: { vehiclePriceBudget: { 'ui:widget': 'currency' } },
    },
  ]),
);

const tree = (
  <FormProviders forms={{ finance }}>
    <InlineForm formName="finance" prefill={{ vehiclePriceBudget: '35000', car_type: 'used' }} />
  </FormProviders>
);

let root: Root | null = null;
let container: HTMLElement;
let recoverable: unknown[];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  engine.validator = await browserValidator(finance);
});

beforeEach(() => {
  engine.loads = 0;
  localStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  vi.unstubAllGlobals();
});

async function hydrateServerHtml(): Promise<string> {
  const html = renderToString(tree);
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = html;
  recoverable = [];
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return html;
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`[id="form-finance_${name}"]`)!;
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('inline form', () => {
  it('is rendered by the server and kept as it is by hydration, with no form code loaded', async () => {
    const html = await hydrateServerHtml();
    expect(html).toContain('Step 1 of 2');
    expect(html).toContain('<label class="form-label" for="form-finance_name">Full name');
    expect(html).toMatch(/<form class="lead-form-step"[^>]* method="post"/);
    expect(recoverable).toEqual([]);
    expect(input('name')).not.toBeNull();
    expect(input('opt_in').checked, 'opt-in ticked by default').toBe(true);
    expect(engine.loads).toBe(0);
  });

  it('fills empty fields with the contact details kept from an earlier lead', async () => {
    localStorage.setItem('dealer:sunshine-motors:contact', JSON.stringify({ name: 'Kept Name', email: 'kept@example.com' }));
    await hydrateServerHtml();
    expect(input('name').value).toBe('Kept Name');
    expect(input('email').value).toBe('kept@example.com');
  });

  it('hands what was typed, the focus and the prefill over to the engine on the first focus', async () => {
    await hydrateServerHtml();
    input('name').value = 'Jane Citizen';
    input('opt_in').checked = false;
    await act(async () => input('email').focus());
    await settle();
    expect(engine.loads).toBe(1);
    expect(container.querySelector('.lead-form[data-engine]')).not.toBeNull();
    expect(input('name').value).toBe('Jane Citizen');
    expect(input('opt_in').checked).toBe(false);
    expect(document.activeElement).toBe(input('email'));
  });

  it('sends a submit made before the engine loaded, once it has', async () => {
    const { fetchImpl, requests } = leadFetch([{ status: 201, body: { id: 'L1' } }]);
    vi.stubGlobal('fetch', fetchImpl);
    await hydrateServerHtml();
    input('name').value = 'Jane Citizen';
    input('email').value = 'jane@example.com';
    const button = container.querySelector<HTMLButtonElement>('.form-submit')!;
    await act(async () => container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(button.textContent, 'the island shows the sending state').toBe('Loading');
    await settle();
    await settle();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.lead).toMatchObject({
      name: 'Jane Citizen',
      email: 'jane@example.com',
      opt_in: true,
      vehiclePriceBudget: 35000,
      car_type: 'used',
      step_number: 1,
    });
    expect(container.querySelector('.form-step-count')?.textContent).toBe('Step 2 of 2');
    expect(input('vehiclePriceBudget').value, 'the query prefill of a later step').toBe('35000');
  });

  it('reached by client navigation (no server HTML), loads the engine at once', async () => {
    // The browser has no light form (only the server entry provides it).
    provideLightForm(null);
    onTestFinished(() => provideLightForm(LightForm));
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(tree));
    await settle();
    expect(engine.loads).toBe(1);
    expect(container.querySelector('.lead-form[data-engine]')).not.toBeNull();
  });
});

describe('readIsland', () => {
  it('reads each kind of control as the schema types it', () => {
    const step = served(
      formDoc([
        {
          title: 'All',
          schema: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              km: { type: 'integer' },
              extras: { type: 'array', items: { type: 'string', enum: ['A', 'B'] } },
              when: { type: 'string' },
              term: { type: 'string', enum: ['3', '5'] },
              opt_in: { type: 'boolean' },
              empty: { type: 'string' },
            },
          },
          uiSchema: {
            km: { 'ui:widget': 'kilometre' },
            extras: { 'ui:widget': 'checkGroup' },
            when: { 'ui:widget': 'dateTime' },
            term: { 'ui:widget': 'radio' },
            opt_in: { 'ui:widget': 'optIn' },
          },
        },
      ]),
    ).steps[0]!;
    const root = document.createElement('form');
    root.innerHTML = `
      <input name="name" value=" Jane ">
      <input name="km" value="120,000">
      <input type="checkbox" name="extras" value="A"><input type="checkbox" name="extras" value="B" checked>
      <input type="date" name="when" value="2030-01-02"><input type="time" name="when-time" value="09:30">
      <input type="radio" name="term" value="3"><input type="radio" name="term" value="5" checked>
      <input type="checkbox" name="opt_in">
      <input name="empty" value="">
      <input name="website_url" value="bot">`;
    expect(readIsland(root, step)).toEqual({
      values: { name: ' Jane ', km: 120000, extras: ['B'], when: '2030-01-02T09:30', term: '5', opt_in: false },
      files: new Map(),
      honeypot: 'bot',
    });
  });
});
