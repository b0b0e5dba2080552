// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('serviceInterval widget', () => {
  it('is a labelled select of the form options', async () => {
    const w = await renderWidget({ type: 'serviceInterval', title: 'Service due', schema: { enum: ['12 months', '24 months'] } });
    const select = w.byLabel('Service due');
    expect(select.tagName).toBe('SELECT');
    await w.select(select, '24 months');
    expect(w.onChange).toHaveBeenLastCalledWith('24 months');
  });

  it('is free text when the form lists no options', async () => {
    const w = await renderWidget({ type: 'serviceInterval', title: 'Service due' });
    const input = w.byLabel('Service due');
    expect(input.tagName).toBe('INPUT');
    await w.type(input, '60,000 km');
    expect(w.onChange).toHaveBeenLastCalledWith('60,000 km');
  });
});
