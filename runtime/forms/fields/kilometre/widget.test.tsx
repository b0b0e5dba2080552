// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { usSite } from '../../../../tests/unit/forms-ui/fixtures';

afterEach(cleanupWidgets);

describe('kilometre widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'kilometre', title: 'Odometer' });
    const input = w.byLabel('Odometer') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await w.type(input, '120,000');
    expect(w.onChange).toHaveBeenLastCalledWith(120000);
  });

  it('shows kilometres, or miles on a US site', async () => {
    const au = await renderWidget({ type: 'kilometre', title: 'Odometer' });
    expect(au.container.querySelector('.form-affix-text')?.textContent).toBe('km');
    const us = await renderWidget({ type: 'kilometre', title: 'Mileage', site: usSite });
    expect(us.container.querySelectorAll('.form-affix-text')[0]?.textContent).toBe('mi');
  });
});
