// Which lead keys a visitor may write and how each is checked (issue 10 item 4).
import { describe, expect, it } from 'vitest';
import { isPageUrl, keptLeadKeys, leadKeyProblems } from '../../../server/leads/lead-keys';
import { NAME_MESSAGE } from '../../../runtime/lib/forms/messages';

describe('keptLeadKeys', () => {
  it.each<[string, Record<string, unknown>, string[], string[]]>([
    ['form fields and visitor keys stay', { email: 'a', message: 'm', car_id: '1' }, ['email'], ['email', 'message', 'car_id']],
    ['unknown keys go', { email: 'a', x1: 1, __proto__x: 2 }, ['email'], ['email']],
    ['server keys go unless the form declares them', { vehicle: {}, lead_status: 'Incomplete', 'Vehicle Make': 'X' }, [], []],
    ['page_id is a visitor key (spec section 3)', { page_id: 'page:contact-us', x: 1 }, [], ['page_id']],
    ['a declared server-key name stays', { 'Vehicle Make': 'X' }, ['Vehicle Make'], ['Vehicle Make']],
  ])('%s', (_, input, fields, expected) => expect(keptLeadKeys(input, fields)).toEqual(expected));
});

describe('isPageUrl', () => {
  it.each<[string, boolean]>([
    ['', true],
    ['/cars/x?utm_source=a', true],
    ['https://dealer.example/cars/x', true],
    ['http://dealer.example/', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example/x', false],
    ['/\\\\evil.example', false],
    ['cars/x', false],
    [`https://a.example/${'x'.repeat(2048)}`, false],
  ])('%j -> %s', (url, expected) => expect(isPageUrl(url)).toBe(expected));
});

describe('leadKeyProblems', () => {
  it.each<[string, Record<string, unknown>, string[], Record<string, string>]>([
    ['valid keys pass', { first_name: 'Jane', last_name: 'Te Whare', url: '/x', car_id: 12, opt_in: true, message: 'hi' }, [], {}],
    ['first_name follows the name rule', { first_name: 'J4ne' }, [], { first_name: NAME_MESSAGE }],
    ['last_name follows the name rule', { last_name: '<script>' }, [], { last_name: NAME_MESSAGE }],
    ['middle_name follows the name rule', { middle_name: 'a.b' }, [], { middle_name: NAME_MESSAGE }],
    ["empty names are the form's business", { first_name: '', last_name: '  ' }, [], {}],
    ['"undefined undefined" is the fallback case, not an error', { name: 'undefined undefined' }, [], {}],
    ['a declared field is left to the form rules', { first_name: 'J4ne' }, ['first_name'], {}],
    ['url may not be javascript:', { url: 'javascript:alert(1)' }, [], { url: 'must be an http(s) address or a path on this site' }],
    ['url must be text', { url: 5 }, [], { url: 'must be an http(s) address or a path on this site' }],
    ['an id of 64 characters passes', { car_id: 'x'.repeat(64) }, [], {}],
    ['an id of 65 characters fails', { car_id: 'x'.repeat(65) }, [], { car_id: 'must be an id of at most 64 characters' }],
    ['an object is not an id', { location_id: { a: 1 } }, [], { location_id: 'must be an id of at most 64 characters' }],
    ['message of 5000 characters passes', { message: 'm'.repeat(5000) }, [], {}],
    ['message of 5001 characters fails', { message: 'm'.repeat(5001) }, [], { message: 'must be text of at most 5000 characters' }],
    ['opt_in is a flag', { opt_in: 'maybe' }, [], { opt_in: 'must be true or false' }],
    ['a page id passes', { page_id: 'form:finance' }, [], {}],
    ['an empty page id passes', { page_id: '' }, [], {}],
    ['a page id of 64 characters passes', { page_id: 'p'.repeat(64) }, [], {}],
    ['a page id of 65 characters fails', { page_id: 'p'.repeat(65) }, [], { page_id: 'must be a page id: letters, digits, -, _ and :, at most 64 characters' }],
    ['a page id is no path', { page_id: '/contact-us' }, [], { page_id: 'must be a page id: letters, digits, -, _ and :, at most 64 characters' }],
    ['a page id is text', { page_id: 7 }, [], { page_id: 'must be a page id: letters, digits, -, _ and :, at most 64 characters' }],
    ['rego is text', { rego: ['x'] }, [], { rego: 'must be text of at most 200 characters' }],
  ])('%s', (_, input, fields, expected) => expect(leadKeyProblems(input, fields)).toEqual(expected));
});
