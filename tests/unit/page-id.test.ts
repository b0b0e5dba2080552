// The lead's page_id (spec section 3): the page document's id, else the built-in route's, always
// one the server accepts (a form screen's route id holds its path).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageIdOf } from '../../runtime/lib/page-id';
import { leadKeyProblems } from '../../server/leads/lead-keys';

const accepted = (pageId: string) => leadKeyProblems({ page_id: pageId }, []).page_id === undefined;

describe('pageIdOf', () => {
  it.each<[string, { id: string; page?: string }, string]>([
    ['a content page is its document id', { id: 'page:contact-us', page: 'contact-us' }, 'contact-us'],
    ['the home page document', { id: 'page:home', page: 'home' }, 'home'],
    ['a page document in a folder', { id: 'page:services/finance', page: 'services/finance' }, 'services-finance'],
    ['a built-in route is its route id', { id: 'vehicle' }, 'vehicle'],
    ['a form screen at the root', { id: 'form:/finance' }, 'form:finance'],
    ['a form screen under the vehicle base', { id: 'form:/cars/book-test-drive' }, 'form:cars-book-test-drive'],
    ['a per-location service booking', { id: 'form:/book-a-service-riverbend-mazda' }, 'form:book-a-service-riverbend-mazda'],
    ['a long path is cut to 64 characters', { id: `form:/${'a'.repeat(100)}` }, `form:${'a'.repeat(59)}`],
  ])('%s', (_, entry, expected) => {
    expect(pageIdOf(entry.page ?? entry.id)).toBe(expected);
    expect(accepted(expected), `the server accepts ${expected}`).toBe(true);
  });

  it('gives none outside a route', () => expect(pageIdOf('')).toBe(''));

  it('gives a page id the server accepts for any route id', () => {
    fc.assert(fc.property(fc.string({ maxLength: 120 }), (id) => accepted(pageIdOf(id))));
  });
});
