import { describe, expect, it } from 'vitest';
import {
  advance,
  backTo,
  canGoBack,
  failureFeedback,
  finish,
  firstStepWithField,
  goBack,
  isStepShown,
  leadCategory,
  leadEvent,
  leadRequestFor,
  nextStepIndex,
  progressPercent,
  skippedSteps,
  startNav,
  stepLabel,
  successHref,
  type StepNav,
} from '../../../runtime/lib/forms/steps';
import type { StepSchema } from '../../../runtime/lib/forms/field-schema';

const nav = (index: number, count: number, history: number[] = [], done = false): StepNav => ({ index, count, history, done });

describe('progress', () => {
  it.each([
    ['first of two is 0%', nav(0, 2), 0],
    ['second of two is 50%', nav(1, 2), 50],
    ['second of three rounds 33.3 to 33', nav(1, 3), 33],
    ['third of three rounds 66.7 to 67', nav(2, 3), 67],
    ['done is 100 whatever the index', nav(0, 3, [], true), 100],
    ['a one-step form starts at 0', nav(0, 1), 0],
    ['an index past the count is capped at 100', nav(5, 3), 100],
  ])('%s', (_, n, expected) => expect(progressPercent(n)).toBe(expected));

  it.each([
    [nav(0, 2), 'Step 1 of 2'],
    [nav(1, 2), 'Step 2 of 2'],
    [nav(2, 3), 'Step 3 of 3'],
  ])('%j reads %s', (n, text) => expect(stepLabel(n)).toBe(text));
});

describe('back stack', () => {
  it.each([
    ['back from step 2 returns to step 1', [1], 0],
    ['back after a jump from 1 to 3 returns to 1, the origin', [2], 0],
    ['back twice after 1 -> 2 -> 4 returns to 2 then 1', [1, 3], 1],
  ])('%s', (_, jumps, expectedAfterOneBack) => {
    let n = startNav(4);
    for (const to of jumps) n = advance(n, to);
    expect(goBack(n).index).toBe(expectedAfterOneBack);
  });

  it('back on the first step stays there and is not offered', () => {
    const n = startNav(3);
    expect(canGoBack(n)).toBe(false);
    expect(goBack(n)).toBe(n);
  });

  it.each([
    ['back to a visited earlier step', [1, 2], 0, 0],
    ['not to a skipped step', [2], 1, 2],
    ['not forward', [1], 2, 1],
  ])('backTo: %s', (_, jumps, target, expected) => {
    let n = startNav(3);
    for (const to of jumps) n = advance(n, to);
    expect(backTo(n, target).index).toBe(expected);
  });

  it.each([
    ['a field of the first step', ['email'], 0],
    ['the earliest of several', ['message', 'email'], 0],
    ['a later step', ['message'], 1],
    ['no step', ['website_url'], null],
  ])('firstStepWithField: %s', (_, names, expected) => {
    const steps: StepSchema[] = [
      { type: 'object', properties: { email: { type: 'string' } } },
      { type: 'object', properties: { message: { type: 'string' } } },
    ];
    expect(firstStepWithField(steps, names)).toBe(expected);
  });

  it('no back once the form is done', () => {
    expect(canGoBack(finish(advance(startNav(2), 1)))).toBe(false);
  });

  it('advance refuses a step outside the form and the current step', () => {
    const n = startNav(2);
    expect(advance(n, 2)).toBe(n);
    expect(advance(n, -1)).toBe(n);
    expect(advance(n, 0)).toBe(n);
  });

  it.each<[string, number[] | 'back', number[]]>([
    ['no jump skips nothing', [1, 2], []],
    ['1 -> 3 skips step 2', [2], [2]],
    ['1 -> 4 skips 2 and 3', [3], [2, 3]],
    ['1 -> 3, back, -> 2: only the current path counts', 'back', [2]],
  ])('%s', (_, jumps, expected) => {
    let n = startNav(4);
    if (jumps === 'back') n = advance(goBack(advance(n, 2)), 2);
    else for (const to of jumps) n = advance(n, to);
    expect(skippedSteps(n)).toEqual(expected);
  });
});

describe('next step', () => {
  const plain: StepSchema = { type: 'object', properties: { name: { type: 'string' } } };
  const tradeIn: StepSchema = {
    type: 'object',
    properties: {
      trade_rego: { type: 'string', 'x-depends-on': { field: 'has_trade_in', equals: 'Yes' } },
      trade_km: { type: 'integer', 'x-depends-on': { field: 'has_trade_in', equals: 'Yes' } },
    },
  };
  const steps = [plain, tradeIn, plain];

  it.each([
    ['the next step when it has a field to show', 0, { has_trade_in: 'Yes' }, 1],
    ['over a step whose fields are all hidden', 0, { has_trade_in: 'No' }, 2],
    ['null after the last step', 2, {}, null],
  ])('%s', (_, from, data, expected) => expect(nextStepIndex(steps, from, data)).toBe(expected));

  it('a step without fields is shown', () => expect(isStepShown({ type: 'object', properties: {} }, {})).toBe(true));
});

describe('lead request per submit', () => {
  const none = new Set<number>();
  it.each([
    [
      'first non-final submit creates the lead Incomplete',
      { leadId: null, final: false, stepIndex: 0, savedSteps: none },
      { kind: 'create', status: 'Incomplete' },
    ],
    [
      'a later non-final step updates it Incomplete',
      { leadId: 'L1', final: false, stepIndex: 1, savedSteps: new Set([0]) },
      { kind: 'update', status: 'Incomplete' },
    ],
    [
      'a step already saved for this lead is not saved again',
      { leadId: 'L1', final: false, stepIndex: 0, savedSteps: new Set([0]) },
      { kind: 'none', status: 'Incomplete' },
    ],
    [
      'the final step completes the lead by id',
      { leadId: 'L1', final: true, stepIndex: 2, savedSteps: new Set([0, 1]) },
      { kind: 'update', status: 'Complete' },
    ],
    ['a one-step form creates the lead Complete', { leadId: null, final: true, stepIndex: 0, savedSteps: none }, { kind: 'create', status: 'Complete' }],
  ])('%s', (_, state, expected) => expect(leadRequestFor(state)).toEqual(expected));
});

describe('failure feedback (spec section 8)', () => {
  it.each([
    [
      'multi-step with the server text',
      true,
      'Please check the highlighted fields.',
      { alert: 'Please check the highlighted fields.', banner: 'Please check the highlighted fields.' },
    ],
    ['multi-step without one', true, '', { alert: 'An unexpected error occured', banner: 'An unexpected error occured' }],
    [
      'generic form with the server text',
      false,
      'Captcha verification failed',
      { alert: 'An error occurred when submitting this form', banner: 'Captcha verification failed' },
    ],
    ['generic form without one', false, null, { alert: 'An error occurred when submitting this form', banner: 'An error occurred when submitting this form' }],
  ])('%s', (_, multi, message, expected) => expect(failureFeedback(multi, message)).toEqual(expected));
});

describe('success address', () => {
  it.each([
    ['category only', 'test-drive', {}, '/success?category=test-drive'],
    ['with the form extra pairs', 'finance', { source: 'finance page', step: '3' }, '/success?category=finance&source=finance+page&step=3'],
    ['an extra category does not override', 'general', { category: 'x' }, '/success?category=general'],
  ])('%s', (_, category, extra, href) => expect(successHref(category, extra)).toBe(href));
});

describe('event and category of a lead about a car (spec section 9)', () => {
  it.each([
    ['no car: the form event', 22, null, 22],
    ['general enquiry about a new car', 22, { car_type: 'new' }, 14],
    ['general enquiry about a demo car', 22, { car_type: 'demo' }, 14],
    ['general enquiry about a used car', 22, { car_type: 'used' }, 15],
    ['test drive of a new car', 17, { car_type: 'new' }, 17],
    ['test drive of a used car', 17, { car_type: 'used' }, 48],
    ['test drive of a used test-drive-only car', 17, { car_type: 'used', tag: '*** Test Drive Vehicle Only ***' }, 17],
    ['test drive of a used car tagged Test Drive Only', 17, { car_type: 'used', tag: 'Test Drive Only' }, 17],
    ['any other form keeps its event', 23, { car_type: 'used' }, 23],
  ])('%s', (_, event, car, expected) => expect(leadEvent(event, car)).toBe(expected));

  it.each([
    ['general about a demo car', 'general', { car_type: 'demo' }, 'demo-vehicle-enquiry'],
    ['general about a used car', 'general', { car_type: 'used' }, 'used-vehicle-enquiry'],
    ['general about a new car', 'general', { car_type: 'new' }, 'new-vehicle-enquiry'],
    ['general without a car', 'general', null, 'general'],
    ['another form about a car', 'test-drive', { car_type: 'used' }, 'test-drive'],
  ])('%s', (_, category, car, expected) => expect(leadCategory(category, car)).toBe(expected));
});
