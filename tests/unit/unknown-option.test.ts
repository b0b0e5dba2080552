// The spec's switch-case error (section 8): every switch over a closed set ends in unknownOption,
// which raises "An incorrect option was provided to a switch-case statement" for an option the
// set does not hold (data that slipped past the schema).
import { describe, expect, it } from 'vitest';
import { UNKNOWN_OPTION_MESSAGE, UnknownOptionError, unknownOption } from '../../runtime/lib/unknown-option';
import { paramValues, type ParamData } from '../../runtime/lib/route-params';
import { editorReducer } from '../../editor/src/editor-state';
import { sortFor } from '../../runtime/lib/search/build-queries';
import { facetLegend } from '../../runtime/app/search/search-text';
import { filterAttributes } from '../../server/search/embedded/filter-ast';
import { clauseKey } from '../../server/search/embedded/clause-key';

describe('unknownOption', () => {
  it.each<unknown>(['bogus', 7, null, { kind: 'x' }])('%j raises the spec message and keeps the option', (option) => {
    let caught: unknown;
    try {
      unknownOption(option as never);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnknownOptionError);
    expect((caught as Error).message).toBe('An incorrect option was provided to a switch-case statement');
    expect((caught as UnknownOptionError).option).toEqual(option);
  });

  it('a route parameter domain outside the known ones', () => {
    const data = { site: {}, collections: { models: [], offers: [], locations: [], posts: [] }, nowSeconds: 0 } as unknown as ParamData;
    expect(paramValues('models', data)).toEqual([]);
    expect(() => paramValues('bogus' as never, data)).toThrow(UNKNOWN_OPTION_MESSAGE);
  });

  it('an editor action outside the known ones', () => {
    const state = { docs: {}, past: [], future: [] };
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
    expect(() => editorReducer(state, { type: 'bogus' } as never)).toThrow(UNKNOWN_OPTION_MESSAGE);
  });

  // Each switch over a closed set, given an option outside it (as data past the schema would be).
  const bogus = 'bogus' as never;
  it.each<[string, () => unknown]>([
    ['a sort option', () => sortFor(bogus, {})],
    ['a search facet', () => facetLegend(bogus, 'en-AU')],
    ['a filter node (attributes)', () => filterAttributes({ type: bogus } as never)],
    ['a filter node (clause key)', () => clauseKey({ type: bogus } as never, { budget: 10 })],
  ])('%s outside the known ones', (_name, run) => {
    expect(run).toThrow(UnknownOptionError);
    expect(run).toThrow(/^An incorrect option was provided to a switch-case statement$/);
  });
});
