// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('email widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'email', title: 'Email' });
    const input = w.byLabel('Email') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('autocapitalize')).toBe('none');
    await w.type(input, 'jane@example.com');
    expect(w.onChange).toHaveBeenLastCalledWith('jane@example.com');
  });

  it('shows its error and points the input at it', async () => {
    const w = await renderWidget({ type: 'email', title: 'Email', errors: ['invalid email address'], required: true });
    const input = w.byLabel('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(w.container.querySelector(`#${input.getAttribute('aria-describedby')}`)?.textContent).toBe('invalid email address');
  });
});
