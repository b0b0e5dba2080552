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

// The server in mock mode (LEADS_MODE=mock, in the boot data): every lead goes to /mock/leads.
const file = { field: 'photos', file: new File(['x'], 'a.jpg') };
it.each([
  ['creates at /mock/leads', { leadId: null, submitTarget: 'server' as const }, { method: 'POST', url: '/mock/leads' }],
  ['continues with PUT /mock/leads/{id}', { leadId: 'mock_1', submitTarget: 'server' as const }, { method: 'PUT', url: '/mock/leads/mock_1' }],
  ['a car-clarity form too', { leadId: null, submitTarget: 'car-clarity' as const }, { method: 'POST', url: '/mock/leads' }],
  ['a lead with files too (files are not sent)', { leadId: null, files: [file] }, { method: 'POST', url: '/mock/leads' }],
])('mock mode %s', (_, req, expected) => expect(leadEndpoint(req, 'mock')).toEqual(expected));

it('follows the mode the boot data set', async () => {
  const { setLeadsMode } = await import('../../../runtime/data/leads-mode');
  setLeadsMode('mock');
  try {
    expect(leadEndpoint({ leadId: null })).toEqual({ method: 'POST', url: '/mock/leads' });
  } finally {
    setLeadsMode(undefined);
  }
  expect(leadEndpoint({ leadId: null })).toEqual({ method: 'POST', url: '/api/leads' });
});
