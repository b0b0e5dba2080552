import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../builder-cli/stock/fill';

describe('fillTemplate', () => {
  it.each([
    ['{model} {badge} {body}', { model: 'Expanda', badge: '16.49-2 Pop Top', body: 'Pop Top' }, 'Expanda 16.49-2 Pop Top'],
    [
      '{year} {make} {model} {badge} {body}, sleeps 2',
      { year: '2012', make: 'Jayco', model: 'Expanda', badge: '16.49-2 Pop Top', body: 'Pop Top' },
      '2012 Jayco Expanda 16.49-2 Pop Top, sleeps 2',
    ],
    ['{model} {badge} {body}', { model: 'Outback', badge: 'Off-Road 17', body: 'Pop Top' }, 'Outback Off-Road 17 Pop Top'],
    // Only a whole trailing word repeats: "Ute" after "Pursuit" is not a repeat.
    ['{badge} {body}', { badge: 'Lapute', body: 'Ute' }, 'Lapute Ute'],
    ['{badge} {body}', { badge: 'GT', body: '' }, 'GT '],
    ['New {name} in {colour}', { name: 'CX-5', colour: 'Red' }, 'New CX-5 in Red'],
    ['{unknown} stays', {}, '{unknown} stays'],
  ])('%s', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});
