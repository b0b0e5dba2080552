// The spec's switch-case error (section 8): every switch over a closed set ends in unknownOption,
// which raises "An incorrect option was provided to a switch-case statement" for an option the
// set does not hold (data that slipped past the schema).
import { describe, expect, it } from 'vitest';
import { UNKNOWN_OPTION_MESSAGE, UnknownOptionError, unknownOption } from '../../runtime/lib/unknown-option';
import { paramValues, type ParamData } from '../../runtime/lib/route-params';
import { editorReducer } from '../../editor/src/editor-state';

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
});
