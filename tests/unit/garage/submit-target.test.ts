import { expect, it } from 'vitest';
import { leadEndpoint } from '../../../runtime/forms/lead-client';

it.each([
  ['a server form creates at /api/leads', { leadId: null, submitTarget: 'server' as const }, { method: 'POST', url: '/api/leads' }],
  [
    'a car-clarity form creates at /api/carClarityCustomer',
    { leadId: null, submitTarget: 'car-clarity' as const },
    { method: 'POST', url: '/api/carClarityCustomer' },
  ],
  [
    'and continues there with the lead_id in the body',
    { leadId: 'abc', submitTarget: 'car-clarity' as const },
    { method: 'POST', url: '/api/carClarityCustomer' },
  ],
  ['a server form continues with PUT', { leadId: 'abc', submitTarget: 'server' as const }, { method: 'PUT', url: '/api/leads/abc' }],
])('%s', (_, req, expected) => expect(leadEndpoint(req)).toEqual(expected));
