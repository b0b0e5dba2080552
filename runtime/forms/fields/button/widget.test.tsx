// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';

afterEach(cleanupWidgets);

describe('button widget', () => {
  it('is a button named by its label that stores its value when pressed', async () => {
    const w = await renderWidget({ type: 'button', title: 'Call me back', options: { value: 'Yes' } });
    const button = [...w.container.querySelectorAll('button')].find((b) => b.textContent === 'Call me back')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await w.click(button);
    expect(w.onChange).toHaveBeenLastCalledWith('Yes');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await w.click(button);
    expect(w.onChange).toHaveBeenLastCalledWith(undefined);
  });
});
