// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('textarea widget', () => {
  it('is a labelled textarea with the form rows and reports what is typed', async () => {
    const w = await renderWidget({ type: 'textarea', title: 'Message', options: { rows: 3 } });
    const area = w.byLabel('Message') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(3);
    await w.type(area, 'Hello');
    expect(w.onChange).toHaveBeenLastCalledWith('Hello');
    await w.type(area, '');
    expect(w.onChange).toHaveBeenLastCalledWith(undefined);
  });
});
