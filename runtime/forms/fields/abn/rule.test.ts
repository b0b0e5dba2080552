import { describe, expect, it } from 'vitest';
import rule, { ABN_CHECKSUM_MESSAGE, ABN_LENGTH_MESSAGE } from './rule';
import { validateLead } from '../../../../server/forms/validate-lead';
import { form, tenantWith } from '../../../../tests/unit/forms-core/helpers';

// 51 824 753 556: the ATO's own worked example of the checksum.
const GOOD = '51 824 753 556';
const TRANSPOSED = '51 824 735 556';

describe('abn rule', () => {
  it.each([
    ["the ATO's example, grouped as written", GOOD, null],
    ['the same without spaces', '51824753556', null],
    ['another real ABN', '53 004 085 616', null],
    ['two digits swapped', TRANSPOSED, ABN_CHECKSUM_MESSAGE],
    ['the last digit wrong', '51 824 753 557', ABN_CHECKSUM_MESSAGE],
    ['10 digits', '51 824 753 55', ABN_LENGTH_MESSAGE],
    ['12 digits', '51 824 753 5561', ABN_LENGTH_MESSAGE],
    ['a letter in it', '51 824 753 55A', ABN_LENGTH_MESSAGE],
    ['an ACN (9 digits) given instead', '004 085 616', ABN_LENGTH_MESSAGE],
  ])('%s', (_, value, message) => {
    expect(rule(value, { country: 'AU' })).toEqual(message === null ? { valid: true } : { valid: false, message });
  });
});

describe('an abn field in a lead form', () => {
  const fleet = form([
    {
      schema: { type: 'object', properties: { abn: { title: 'ABN' } } },
      uiSchema: { abn: { 'ui:widget': 'abn' } },
    },
  ]);

  it("is checked on the server with the rule's messages, and is required like other fields", () => {
    const tenant = tenantWith({ fleet });
    expect(validateLead(tenant, 'fleet', { abn: GOOD })).toEqual({ ok: true });
    expect(validateLead(tenant, 'fleet', { abn: TRANSPOSED })).toMatchObject({ ok: false, fields: { abn: ABN_CHECKSUM_MESSAGE } });
    expect(validateLead(tenant, 'fleet', { abn: '123' })).toMatchObject({ ok: false, fields: { abn: ABN_LENGTH_MESSAGE } });
    expect(validateLead(tenant, 'fleet', {})).toMatchObject({ ok: false, fields: { abn: expect.any(String) } });
  });
});
