import { describe, expect, it } from 'vitest';
import { lint } from '../../../tests/helpers/lint-fixture';

const routing = (destinations: unknown[]) => JSON.stringify({ schemaVersion: 1, rules: [{ id: 'sales', default: true, destinations }] }, null, 2);

describe('routing-destination-address', () => {
  it('passes destinations with addresses', async () => {
    const file = routing([
      { kind: 'webhook', url: 'https://crm.example/leads' },
      { kind: 'adf', url: 'http://dms.example/adf' },
      { kind: 'email', to: ['sales@example.com'] },
    ]);
    expect((await lint({ 'acme/lead-routing.json': file })).lines('routing-destination-address')).toEqual([]);
  });

  it('reports each destination with no address', async () => {
    const file = routing([{ kind: 'webhook' }, { kind: 'adf', url: 'ftp://dms.example' }, { kind: 'email', to: [] }]);
    expect((await lint({ 'acme/lead-routing.json': file })).lines('routing-destination-address')).toEqual([
      expect.stringMatching(
        /^acme\/lead-routing\.json:\d+:\d+ error routing-destination-address \/rules\/0\/destinations\/0 rule "sales": a webhook destination with no address: give it "url"$/,
      ),
      expect.stringMatching(/\/rules\/0\/destinations\/1 rule "sales": a adf destination's url "ftp:\/\/dms\.example" is not an http\(s\) address$/),
      expect.stringMatching(/\/rules\/0\/destinations\/2 rule "sales": an email destination with no address: give it "to": \["sales@example\.com"\]$/),
    ]);
  });
});
