// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('abn widget', () => {
  it('is labelled, offers the numeric keypad and groups the digits as typed', async () => {
    const w = await renderWidget({ type: 'abn', title: 'ABN' });
    const input = w.byLabel('ABN') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await w.type(input, '51824753556');
    expect(w.onChange).toHaveBeenLastCalledWith('51 824 753 556');
  });
});
