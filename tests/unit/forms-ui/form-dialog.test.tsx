// @vitest-environment jsdom
// The form dialog: an accessible modal around the engine. Named by its title, modal, focus kept
// inside (Tab wraps at both ends), Escape and the close button close it, focus returns to the
// opener, and the body scrolls within 85vh - 6rem.
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MultiStepForm from '../../../runtime/forms/multi-step-form';
import FormDialog, { focusableIn } from '../../../runtime/forms/form-dialog';
import type { FormValidator } from '../../../runtime/forms/validator-client';
import { browserValidator, formDoc, FormProviders, served } from './engine-helpers';

vi.mock('../../../server/forms/ajv-runtime', () => ({
  RUNTIME_MODULES: ['ajv/dist/runtime/ucs2length', 'ajv/dist/runtime/equal', 'ajv/dist/runtime/validation_error', 'ajv-formats/dist/formats'],
  RUNTIME_URL: '/api/forms/runtime.js?v=test',
}));

// The engine as loadEngine would give it, with this test's validator (the real one imports the
// validator module from /api/forms/:name/validator.js).
const engine = vi.hoisted(() => ({ validator: null as unknown }));
vi.mock('../../../runtime/forms/engine-loader', () => ({
  loadEngine: async () => ({ Form: MultiStepForm, validator: engine.validator }),
}));

const enquiry = served(
  formDoc(
    [
      {
        title: 'Your details',
        schema: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Full name' },
            message: { type: 'string', title: 'Message' },
            opt_in: { type: 'boolean', title: 'Keep me posted' },
          },
        },
        uiSchema: { name: { 'ui:widget': 'fullName' }, message: { 'ui:widget': 'textarea' }, opt_in: { 'ui:widget': 'optIn' } },
      },
    ],
    { category: 'general' },
  ),
);

let root: Root | null = null;
let container: HTMLElement;
let closed: number;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  engine.validator = (await browserValidator(enquiry)) as FormValidator;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  document.body.innerHTML = '';
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Email Us
      </button>
      {open && (
        <FormDialog
          formName="enquiry"
          title="EMAIL US"
          prefill={{ message: 'About the Ranger' }}
          onClose={() => {
            closed++;
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

async function openDialog(): Promise<HTMLElement> {
  closed = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <FormProviders forms={{ enquiry }}>
        <Page />
      </FormProviders>,
    ),
  );
  const opener = document.getElementById('opener')!;
  opener.focus();
  await act(async () => opener.click());
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

const press = async (key: string, shiftKey = false) =>
  act(async () => {
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
  });

describe('form dialog', () => {
  it('is a modal named by its title, showing the form with its prefill and the first field focused', async () => {
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('EMAIL US');
    expect(dialog.querySelector<HTMLTextAreaElement>('[id="dialog-enquiry_message"]')?.value).toBe('About the Ranger');
    expect(document.activeElement?.id).toBe('dialog-enquiry_name');
    expect(dialog.parentElement?.parentElement, 'rendered at the end of <body>, over the page').toBe(document.body);
  });

  it('keeps Tab inside: past the last control to the first, and Shift+Tab from the first to the last', async () => {
    const dialog = await openDialog();
    const items = focusableIn(dialog);
    expect(items.map((el) => el.getAttribute('aria-label') ?? el.id ?? el.textContent)[0]).toBe('Close');
    expect(
      items.some((el) => el.getAttribute('name') === 'website_url'),
      'the honeypot is not reachable',
    ).toBe(false);
    const first = items[0]!;
    const last = items[items.length - 1]!;
    expect(last.textContent).toBe('Submit');
    last.focus();
    await press('Tab');
    expect(document.activeElement).toBe(first);
    await press('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    await openDialog();
    await press('Escape');
    expect(closed).toBe(1);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement?.id).toBe('opener');
  });

  it('closes with its close button', async () => {
    const dialog = await openDialog();
    await act(async () => dialog.querySelector<HTMLButtonElement>('[aria-label="Close"]')!.click());
    expect(closed).toBe(1);
    expect(document.activeElement?.id).toBe('opener');
  });

  it('says so, with the phone number, when the site has no such form', async () => {
    closed = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <FormProviders forms={{ missing: null }}>
          <FormDialog formName="missing" title="Request Photos" onClose={() => closed++} />
        </FormProviders>,
      ),
    );
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toMatch(/could not be loaded.*call us on/);
  });
});
