import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../../runtime/lib/http/accept-encoding';

const SERVER = ['br', 'gzip', 'identity'];
const SPLICED = ['gzip', 'br', 'identity'];

describe('preferredEncoding', () => {
  it.each<[string, string | undefined, readonly string[], string | false]>([
    ["Chromium's header: the server's order breaks the tie", 'gzip, deflate, br, zstd', SERVER, 'br'],
    ['the same header, gzip preferred by the server', 'gzip, deflate, br, zstd', SPLICED, 'gzip'],
    ['Firefox', 'gzip, deflate, br', SERVER, 'br'],
    ['gzip only', 'gzip', SERVER, 'gzip'],
    ['br only, gzip preferred by the server', 'br', SPLICED, 'br'],
    ['a higher q wins over the server order', 'br;q=0.5, gzip', SERVER, 'gzip'],
    ['q with spaces and case', 'GZIP ; Q=0.9, Br;q=0.8', SERVER, 'gzip'],
    ['br refused', 'gzip, br;q=0', SERVER, 'gzip'],
    ['identity only', 'identity', SERVER, 'identity'],
    ['unknown codings only: identity still acceptable', 'zstd', SERVER, 'identity'],
    ['empty header: identity', '', SERVER, 'identity'],
    ['no header: identity', undefined, SERVER, 'identity'],
    ['* covers every coding', '*', SERVER, 'br'],
    ['* with gzip weighted lower', '*, gzip;q=0.1', SPLICED, 'br'],
    ['identity refused by name, nothing else', 'identity;q=0', SERVER, false],
    ['everything refused', '*;q=0', SERVER, false],
    ['*;q=0 but gzip named', 'gzip, *;q=0', SERVER, 'gzip'],
    ['a malformed q counts as refused', 'br;q=x, gzip', SERVER, 'gzip'],
    ['a coding named twice keeps its best weight', 'br;q=0, br;q=1', SERVER, 'br'],
  ])('%s', (_, header, offered, expected) => expect(preferredEncoding(header, offered)).toBe(expected));
});
