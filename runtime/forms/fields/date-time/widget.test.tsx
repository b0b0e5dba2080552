// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('dateTime widget', () => {
  it('is a fieldset with labelled date and time inputs, stored as YYYY-MM-DDTHH:mm', async () => {
    const w = await renderWidget({ type: 'dateTime', title: 'Preferred date and time' });
    expect(w.byLabel('Preferred date and time').tagName).toBe('FIELDSET');
    const date = w.byLabel('Date') as HTMLInputElement;
    const time = w.byLabel('Time') as HTMLInputElement;
    expect([date.type, time.type]).toEqual(['date', 'time']);
    await w.type(date, '2030-03-02');
    expect(w.onChange).toHaveBeenLastCalledWith('2030-03-02T');
    await w.type(time, '09:30');
    expect(w.onChange).toHaveBeenLastCalledWith('2030-03-02T09:30');
    await w.type(date, '');
    await w.type(time, '');
    expect(w.onChange).toHaveBeenLastCalledWith(undefined);
  });
});
