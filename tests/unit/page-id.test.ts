// The lead's page_id (spec section 3): the page document's id, else the built-in route's.
import { describe, expect, it } from 'vitest';
import { pageIdOf } from '../../runtime/lib/page-id';

describe('pageIdOf', () => {
  it.each([
    ['a content page is its document id', { id: 'page:contact-us', page: 'contact-us' }, 'contact-us'],
    ['the home page document', { id: 'page:home', page: 'home' }, 'home'],
    ['a built-in route is its route id', { id: 'vehicle' }, 'vehicle'],
    ['a form screen', { id: 'form:finance' }, 'form:finance'],
  ])('%s', (_, entry, expected) => expect(pageIdOf(entry)).toBe(expected));
});
