// @vitest-environment jsdom
// The shell's #email-us listener: a click on any link to #email-us opens the enquiry dialog
// (loaded on that first click) instead of navigating; other links are left alone.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmailUsDialog } from '../../../runtime/app/email-us';
import { FormProviders } from './engine-helpers';

vi.mock('../../../server/forms/ajv-runtime', () => ({ RUNTIME_MODULES: [], RUNTIME_URL: '/api/forms/runtime.js?v=test' }));
vi.mock('../../../runtime/forms/form-dialog', () => ({
  default: ({ formName, title, onClose }: { formName: string; title: string; onClose(): void }) => (
    <div role="dialog" aria-label={title} data-form={formName}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));

let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function render() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <FormProviders path="/about-us">
        <a href="/contact#email-us" className="header-email">
          Email Us
        </a>
        <Link to="/contact#email-us" id="router-link">
          Email us (router link)
        </Link>
        <Link to="/contact" id="contact">
          Contact
        </Link>
        <EmailUsDialog />
      </FormProviders>,
    ),
  );
}

const location = () => container.querySelector('[data-testid="location"]')?.textContent;
const click = async (el: Element) => {
  await act(async () => (el as HTMLElement).click());
  await act(async () => new Promise((r) => setTimeout(r, 0)));
};

describe('EMAIL US', () => {
  it.each(['.header-email', '#router-link'])('a click on %s opens the enquiry form titled EMAIL US and does not navigate', async (selector) => {
    await render();
    await click(container.querySelector(selector)!);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-label')).toBe('EMAIL US');
    expect(dialog?.getAttribute('data-form')).toBe('enquiry');
    expect(location()).toBe('/about-us');
    await click(dialog!.querySelector('button')!);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('leaves other links alone', async () => {
    await render();
    await click(container.querySelector('#contact')!);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(location()).toBe('/contact');
  });
});
