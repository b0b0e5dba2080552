// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupWidgets, renderWidget } from '../../../../tests/unit/forms-ui/widget-harness';
import { site, usSite } from '../../../../tests/unit/forms-ui/fixtures';

afterEach(cleanupWidgets);

describe('currency widget', () => {
  it('is labelled and reports what is typed', async () => {
    const w = await renderWidget({ type: 'currency', title: 'Budget' });
    const input = w.byLabel('Budget') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await w.type(input, '$25,000');
    expect(w.onChange).toHaveBeenLastCalledWith(25000);
  });

  it('keeps a half-typed amount on screen and stores nothing for an empty box', async () => {
    const w = await renderWidget({ type: 'currency', title: 'Budget', value: 100 });
    const input = w.byLabel('Budget') as HTMLInputElement;
    expect(input.value).toBe('100');
    await w.type(input, '250.');
    expect(input.value).toBe('250.');
    expect(w.onChange).toHaveBeenLastCalledWith(250);
    await w.type(input, '');
    expect(w.onChange).toHaveBeenLastCalledWith(undefined);
  });

  it.each([
    ['en-AU', site, '$'],
    ['en-US', usSite, '$'],
    ['en-GB', { ...site, locale: 'en-GB' as const }, '£'],
  ])("shows the %s site's currency symbol before the box", async (_locale, onSite, symbol) => {
    const w = await renderWidget({ type: 'currency', title: 'Budget', site: onSite });
    expect(w.container.querySelector('.form-affix-text')?.textContent).toBe(symbol);
    await w.type(w.byLabel('Budget') as HTMLInputElement, `${symbol}25,000`);
    expect(w.onChange).toHaveBeenLastCalledWith(25000);
  });
});
