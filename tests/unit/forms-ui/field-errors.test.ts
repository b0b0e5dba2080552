// rjsf's error tree and error list, read as messages by top-level field name (runtime/forms/field-errors.ts).
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { errorsByField, errorsFromList } from '../../../runtime/forms/field-errors';

describe('errorsByField', () => {
  it.each<[string, ErrorSchema<Record<string, unknown>> | undefined, Record<string, string[]>]>([
    ['no tree', undefined, {}],
    ['a field with messages', { email: { __errors: ['Invalid email'] } } as ErrorSchema<Record<string, unknown>>, { email: ['Invalid email'] }],
    ['an empty list is no error', { email: { __errors: [] } } as ErrorSchema<Record<string, unknown>>, {}],
    [
      'the form-level list is left out',
      { __errors: ['whole form'], phone: { __errors: ['Too short'] } } as ErrorSchema<Record<string, unknown>>,
      { phone: ['Too short'] },
    ],
  ])('%s', (_, tree, expected) => expect(errorsByField(tree)).toEqual(expected));
});

describe('errorsFromList', () => {
  const error = (property: string | undefined, message: string | undefined): RJSFValidationError => ({ property, message, stack: '' });
  it.each<[string, RJSFValidationError[], Record<string, string[]>]>([
    ['none', [], {}],
    ['by the first segment of the property', [error('.address.postcode', 'Required')], { address: ['Required'] }],
    ['several messages of one field, in order', [error('.phone', 'Required'), error('.phone', 'Too short')], { phone: ['Required', 'Too short'] }],
    ['no property or no message is left out', [error(undefined, 'x'), error('.email', undefined)], {}],
  ])('%s', (_, list, expected) => expect(errorsFromList(list)).toEqual(expected));
});
