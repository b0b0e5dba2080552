import { describe, expect, it } from 'vitest';
import { lint } from '../../../tests/helpers/lint-fixture';

describe('lead-delivery', () => {
  it('passes a site with a delivery destination', async () => {
    expect((await lint()).lines('lead-delivery')).toEqual([]);
  });

  it.each([
    ['absent', undefined],
    ['empty', []],
  ])("warns when leadDelivery is %s, at the tenant's site.json", async (_, value) => {
    const { lines } = await lint({ 'acme/site.json': (s) => ({ ...s, leadDelivery: value }) });
    expect(lines('lead-delivery')).toEqual([
      expect.stringMatching(
        /^acme\/site\.json:\d+:\d+ warning lead-delivery \/leadDelivery leads are not delivered anywhere: add a leadDelivery destination \(a webhook or an ADF endpoint\) to site\.json$/,
      ),
    ]);
  });
});

describe('lead-delivery with lead-routing.json', () => {
  it('is silent: the routing file routes the leads', async () => {
    const routing = JSON.stringify({ schemaVersion: 1, rules: [{ id: 'sales', default: true, destinations: [{ kind: 'email', to: ['sales@example.com'] }] }] });
    const { lines } = await lint({ 'acme/site.json': (s) => ({ ...s, leadDelivery: [] }), 'acme/lead-routing.json': routing });
    expect(lines('lead-delivery')).toEqual([]);
  });
});
