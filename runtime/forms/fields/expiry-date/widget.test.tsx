// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('expiryDate widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'expiryDate', title: 'Licence expiry' });
    const input = w.byLabel('Licence expiry') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('date');

    await w.type(input, '2030-01-31');
    expect(w.onChange).toHaveBeenLastCalledWith('2030-01-31');
  });
});
