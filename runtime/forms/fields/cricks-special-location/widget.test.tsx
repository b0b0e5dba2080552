// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('cricksSpecialLocation widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'cricksSpecialLocation', title: 'Where should we fit it?' });
    const input = w.byLabel('Where should we fit it?') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');

    await w.type(input, 'Home');
    expect(w.onChange).toHaveBeenLastCalledWith('Home');
  });
});
