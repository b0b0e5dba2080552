import { describe, expect, it } from 'vitest';
import { mustPush, type IndexPush } from '../../../runtime/lib/search/index-push';

const push = (version: number, digest: string): IndexPush => ({ version, digest });

describe('mustPush', () => {
  it.each<[string, IndexPush | undefined, IndexPush, boolean]>([
    ['nothing pushed yet', undefined, push(1, 'a'), true],
    ['the same version and content is indexed', push(3, 'a'), push(3, 'a'), false],
    ['the same version with other content (settings, holds)', push(3, 'a'), push(3, 'b'), true],
    ['a newer version than the one indexed', push(3, 'a'), push(4, 'a'), true],
    ['a newer version with other content', push(3, 'a'), push(4, 'b'), true],
    ['an older version than the one indexed (this server lags)', push(4, 'a'), push(3, 'b'), false],
    ['an older version with the same content', push(4, 'a'), push(3, 'a'), false],
    ['no database version (0) after nothing', undefined, push(0, 'a'), true],
  ])('%s', (_name, recorded, mine, expected) => {
    expect(mustPush(recorded, mine)).toBe(expected);
  });
});
