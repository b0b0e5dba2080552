import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, fieldFolder } from '../../../runtime/forms/field-schemas';
import { fieldWidgets, isFieldHidden, widgetNameOf } from '../../../runtime/forms/field-widgets';
import { repoRoot } from '../../helpers/tenants';
import { groupSite, locations, site } from './fixtures';

describe('field-type registry', () => {
  it.each(FIELD_TYPES)('%s has a widget and a widget test in its folder', (type) => {
    expect(fieldWidgets[type]).toBeTypeOf('function');
    const folder = path.join(repoRoot, 'runtime', 'forms', 'fields', fieldFolder(type));
    expect(existsSync(path.join(folder, 'widget.tsx'))).toBe(true);
    expect(existsSync(path.join(folder, 'widget.test.tsx'))).toBe(true);
  });

  it('registers no widget without a field type', () => {
    expect(Object.keys(fieldWidgets).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it.each([
    ['ui:field wins over ui:widget', { 'ui:field': 'phone', 'ui:widget': 'email' }, {}, 'phone'],
    ['a type named by ui:widget', { 'ui:widget': 'postcode' }, {}, 'postcode'],
    ['an unknown name falls back to the schema', { 'ui:widget': 'nope' }, { type: 'boolean' }, 'checkbox'],
    ['an enum is a select', undefined, { type: 'string', enum: ['a'] }, 'select'],
    ['an array is a check group', undefined, { type: 'array' }, 'checkboxes'],
    ['a number', undefined, { type: 'integer' }, 'updown'],
    ['a date format', undefined, { type: 'string', format: 'date' }, 'date'],
    ['text', undefined, { type: 'string' }, 'text'],
  ])('widgetNameOf: %s', (_, ui, schema, expected) => expect(widgetNameOf(ui, schema)).toBe(expected));

  it.each([
    ['hidden fields', 'hidden', site, {}, true],
    ['the dealership choice with one dealership', 'websiteLocationSelect', site, {}, true],
    ['the dealership choice with several', 'websiteLocationSelect', groupSite, {}, false],
    ['a location choice with one location of the type', 'locationSelect', site, { locationTypes: ['service'] }, true],
    ['a location choice with several', 'locationSelect', site, {}, false],
    ['anything else', 'phone', site, {}, false],
  ])('isFieldHidden: %s', (_, name, s, options, expected) => expect(isFieldHidden(name, { site: s, locations, options })).toBe(expected));
});
