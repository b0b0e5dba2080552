// Events 31 (finance pre-approval start) and 49 (used list view): which screen and state sends each.
import { describe, expect, it } from 'vitest';
import { formStartEvent } from '../../../runtime/lib/forms/start-event';
import { listViewEvent } from '../../../runtime/lib/search/list-view-event';
import type { CarType } from '../../../runtime/lib/search/search-types';

describe('formStartEvent', () => {
  it.each([
    ['form:/finance-pre-approval', 31],
    ['form:/finance', null],
    ['form:/apply-for-finance', null],
    ['redirect:/finance-pre-approval', null],
    ['finance-pre-approval', null],
    ['', null],
  ])('%s -> %s', (route, id) => {
    expect(formStartEvent(route)).toBe(id);
  });
});

describe('listViewEvent', () => {
  const state = (pathCarTypes: CarType[], carType?: string[]) => ({ pathCarTypes, values: carType ? { car_type: carType } : {} });
  it.each([
    ['/search/used-cars/', state(['used']), 49],
    ['/search/used-cars/?make=Mazda', { pathCarTypes: ['used'] as CarType[], values: { make: ['Mazda'] } }, 49],
    ['/cars/?car_type=used', state(['new', 'used', 'demo'], ['used']), 49],
    ['/search/used-cars/?car_type=new&car_type=used', state(['used'], ['new', 'used']), null],
    ['/search/used-cars/?car_type=demo', state(['used'], ['demo']), null],
    ['/search/new-used-and-demo-cars/', state(['new', 'used', 'demo']), null],
    ['/search/dealership', state([]), null],
    ['/cars/?car_type=bogus', state(['new'], ['bogus']), null],
  ])('%s -> %s', (_address, s, id) => {
    expect(listViewEvent(s)).toBe(id);
  });
});
