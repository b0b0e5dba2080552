import { describe, expect, it } from 'vitest';
import { lint } from '../../../tests/helpers/lint-fixture';

const hook = [{ kind: 'webhook', url: 'https://crm.example/leads' }];
const routing = (rules: unknown[]) => JSON.stringify({ schemaVersion: 1, rules }, null, 2);

describe('routing-unreachable-rule', () => {
  it('passes rules that each can match', async () => {
    const file = routing([
      { id: 'service-here', when: { department: ['service'], location: ['acme-motors-sales'] }, destinations: hook },
      { id: 'service', when: { department: ['service'] }, destinations: hook },
      { id: 'default', default: true, destinations: hook },
    ]);
    expect((await lint({ 'acme/lead-routing.json': file })).lines('routing-unreachable-rule')).toEqual([]);
  });

  it('reports a rule an earlier one covers, and one after the default', async () => {
    const file = routing([
      { id: 'service', when: { department: ['service'] }, destinations: hook },
      { id: 'service-here', when: { department: ['service'], location: [1] }, destinations: hook },
      { id: 'default', default: true, destinations: hook },
      { id: 'late', when: { category: ['Finance'] }, destinations: hook },
    ]);
    expect((await lint({ 'acme/lead-routing.json': file })).lines('routing-unreachable-rule')).toEqual([
      expect.stringMatching(
        /^acme\/lead-routing\.json:\d+:\d+ warning routing-unreachable-rule \/rules\/1 rule "service-here" can never match: rule "service" before it takes every lead it would; move it up or narrow the earlier rule$/,
      ),
      expect.stringMatching(
        /^acme\/lead-routing\.json:\d+:\d+ warning routing-unreachable-rule \/rules\/3 rule "late" can never match: the default rule before it/,
      ),
    ]);
  });
});
