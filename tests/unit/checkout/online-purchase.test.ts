// Whether a site sells online (Reserve and the checkout routes): features.online_purchase, else the
// dealer platform's flags.enable_store (issue 24: enable_store was accepted and never read).
import { describe, expect, it } from 'vitest';
import { onlinePurchase, onlinePurchaseSource } from '../../../runtime/lib/checkout/online-purchase';

describe('onlinePurchase', () => {
  it.each([
    ['neither setting', {}, false, null],
    ['features.online_purchase on', { features: { online_purchase: true } }, true, '/features/online_purchase'],
    ['flags.enable_store on', { flags: { enable_store: true } }, true, '/flags/enable_store'],
    ['flags.enable_store off', { flags: { enable_store: false } }, false, null],
    ['the site turns the platform store off', { features: { online_purchase: false }, flags: { enable_store: true } }, false, null],
    ['the site turns it on over a platform off', { features: { online_purchase: true }, flags: { enable_store: false } }, true, '/features/online_purchase'],
    ['both on: the site setting is named', { features: { online_purchase: true }, flags: { enable_store: true } }, true, '/features/online_purchase'],
  ] as const)('%s', (_name, site, on, source) => {
    expect(onlinePurchase(site)).toBe(on);
    expect(onlinePurchaseSource(site)).toBe(source);
  });
});
