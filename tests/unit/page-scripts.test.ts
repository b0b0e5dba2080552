import { describe, expect, it } from 'vitest';
import { addsScriptsAfterLoad } from '../../runtime/lib/page-scripts';

describe('addsScriptsAfterLoad', () => {
  it.each([
    ['no widgets and no map key', {}, false],
    ['empty widget ids', { widgets: { google_analytics_id: '', gtm_id: ' ' } }, false],
    ['a widget id that is not a plain token', { widgets: { gtm_id: 'GTM-1<script>' } }, false],
    ['a blank map key', { address: { map_key: '  ' } }, false],
    ['an analytics id', { widgets: { google_analytics_id: 'G-ABC123' } }, true],
    ['a chat widget', { widgets: { zendesk_key: 'abc-123' } }, true],
    ['a map key', { address: { map_key: 'AIzaKey' } }, true],
  ] as const)('%s: %s', (_name, site, expected) => {
    expect(addsScriptsAfterLoad(site as Parameters<typeof addsScriptsAfterLoad>[0])).toBe(expected);
  });
});
