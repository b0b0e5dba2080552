// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('dateTimeGeneric widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'dateTimeGeneric', title: 'Preferred time' });
    const input = w.byLabel('Preferred time') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('datetime-local');

    await w.type(input, '2030-01-31T10:30');
    expect(w.onChange).toHaveBeenLastCalledWith('2030-01-31T10:30');
  });
});
