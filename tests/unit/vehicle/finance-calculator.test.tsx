// @vitest-environment jsdom
// The finance-calculator block: the server renders the starting figures' repayment; once hydrated,
// changes recalculate and the first change records the calculator event (26).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import FinanceCalculator from '../../../blocks/finance-calculator';
import { setEventSink, type TrackedEvent } from '../../../runtime/data/events';
import { BlockProviders, text } from '../blocks/render-block';
import { withDefaults } from '../../helpers/block-props';
import { site as auSite } from '../forms-ui/fixtures';
import type { PublicSite } from '../../../runtime/lib/public-site';

let root: Root | null = null;
let container: HTMLElement;
let events: TrackedEvent[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  setEventSink(() => undefined);
});

async function hydrate(element: React.ReactElement, site?: PublicSite) {
  container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<BlockProviders site={site}>{element}</BlockProviders>);
  const errors: unknown[] = [];
  events = [];
  setEventSink((e) => events.push(e));
  await act(async () => {
    root = hydrateRoot(container, <BlockProviders site={site}>{element}</BlockProviders>, { onRecoverableError: (e) => errors.push(e) });
  });
  expect(errors).toEqual([]);
}

/** Types into a React-controlled input the way a browser does. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const result = () => text(container.querySelector('.calc-amount'));
const link = () => new URL(container.querySelector<HTMLAnchorElement>('.finance-calculator a')!.href, 'https://x.example');

describe('finance-calculator', () => {
  it('server-renders the repayment of its starting figures, at 10% by default', async () => {
    await hydrate(<FinanceCalculator {...withDefaults('finance-calculator')} price={30000} frequency="monthly" />);
    expect(result()).toBe('$637.41');
    expect(text(container.querySelector('.calc-summary'))).toBe('on $30,000 over 5 years at 10% p.a.');
    expect(container.querySelector<HTMLInputElement>('input[name="rate"]')!.value).toBe('10');
    expect(link().searchParams.get('repayment')).toBe('637.41');
  });

  it.each([
    ['en-AU', '$'],
    ['en-GB', '£'],
    ['en-US', '$'],
  ] as const)("writes money in the %s site's currency (%s)", async (locale, symbol) => {
    await hydrate(<FinanceCalculator {...withDefaults('finance-calculator')} price={30000} frequency="monthly" />, { ...auSite, locale });
    expect(result()).toBe(`${symbol}637.41`);
    expect(text(container.querySelector('.calc-summary'))).toMatch(new RegExp(`^on \\${symbol}30,000 over 5 years at 10% `));
    const prefixes = [...container.querySelectorAll('.calc-input')].map((el) => el.firstElementChild?.textContent);
    expect(prefixes).toEqual([symbol, symbol, '']);
    type(container.querySelector<HTMLInputElement>('input[name="deposit"]')!, `${symbol}10,000`);
    expect(result()).toBe(`${symbol}424.94`);
  });

  it("uses the site's rate and disclaimer", async () => {
    await hydrate(
      <FinanceCalculator {...withDefaults('finance-calculator')} price={30000} frequency="monthly" interestRate={6.5} disclaimer="Our small print." />,
    );
    expect(result()).toBe('$586.98');
    expect(text(container.querySelector('.calc-disclaimer'))).toBe('Our small print.');
  });

  it('recalculates on change and records event 26 once', async () => {
    await hydrate(<FinanceCalculator {...withDefaults('finance-calculator')} price={30000} car={{ id: 9, car_type: 'used', vin: 'V9' }} />);
    expect(result()).toBe('$146.73');
    type(container.querySelector<HTMLInputElement>('input[name="deposit"]')!, '10000');
    expect(result()).toBe('$97.82');
    act(() => container.querySelector<HTMLInputElement>('input[value="monthly"]')!.click());
    expect(result()).toBe('$424.94');
    act(() => {
      const select = container.querySelector<HTMLSelectElement>('select')!;
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(result()).toBe('$645.34');
    expect(events.filter((e) => e.id === 26)).toEqual([{ id: 26, category: undefined, properties: { car_id: 9 } }]);
    expect(Object.fromEntries(link().searchParams)).toMatchObject({
      car_id: '9',
      vin: 'V9',
      vehiclePriceBudget: '30000',
      deposit: '10000',
      term: '3',
      frequency: 'monthly',
    });
    expect(link().hash).toBe('#finance-form');
  });
});
