// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('tyres widget', () => {
  it('is a labelled select of the form options, or free text without options', async () => {
    const listed = await renderWidget({ type: 'tyres', title: 'Tyre size', options: { options: ['205/55R16', '225/45R17'] } });
    const select = listed.byLabel('Tyre size');
    expect(select.tagName).toBe('SELECT');
    await listed.select(select, '225/45R17');
    expect(listed.onChange).toHaveBeenLastCalledWith('225/45R17');
    const free = await renderWidget({ type: 'tyres', title: 'Tyre brand' });
    await free.type(free.byLabel('Tyre brand'), 'Any');
    expect(free.onChange).toHaveBeenLastCalledWith('Any');
  });
});
