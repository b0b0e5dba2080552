// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('middleName widget', () => {
  it('is a labelled, optional name box with the middle-name autofill', async () => {
    const w = await renderWidget({ type: 'middleName', title: 'Middle name' });
    const input = w.byLabel('Middle name') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('additional-name');
    expect(input.getAttribute('maxlength')).toBe('40');
    expect(input.closest('details')).toBeNull();
    await w.type(input, 'Anne');
    expect(w.onChange).toHaveBeenLastCalledWith('Anne');
  });

  it('on request, stays behind "Add a middle name" until the visitor opens it', async () => {
    const w = await renderWidget({ type: 'middleName', title: 'Middle name', options: { onRequest: true } });
    const input = w.byLabel('Middle name') as HTMLInputElement;
    const details = input.closest('details')!;
    expect(details).not.toBeNull();
    expect(details.open).toBe(false);
    const summary = details.querySelector('summary')!;
    expect(summary.textContent).toBe('Add a middle name');
    await w.click(summary);
    expect(details.open).toBe(true);
    await expect.poll(() => document.activeElement).toBe(input);
    await w.type(input, 'Anne');
    expect(w.onChange).toHaveBeenLastCalledWith('Anne');
  });

  it('on request, is open when it already has a value', async () => {
    const w = await renderWidget({ type: 'middleName', title: 'Middle name', options: { onRequest: true }, value: 'Anne' });
    expect((w.byLabel('Middle name') as HTMLInputElement).closest('details')!.open).toBe(true);
  });
});
