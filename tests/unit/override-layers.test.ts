// Which shared override folders a site's manufacturer and dealer group select (spec section 1).
import { describe, expect, it } from 'vitest';
import { overrideFolderName, overrideLayers } from '../../runtime/lib/override-layers';

describe('overrideFolderName', () => {
  it.each([
    ['mazda', 'mazda'],
    ['Riverbend Motor Group', 'riverbend-motor-group'],
    ['isuzu ute', 'isuzu-ute'],
    ['Škoda', 'skoda'],
    ['  GWM / Haval  ', 'gwm-haval'],
    ['!!!', ''],
  ])('%j -> %j', (value, folder) => expect(overrideFolderName(value)).toBe(folder));
});

describe('overrideLayers', () => {
  it.each<[string, { manufacturer?: unknown; dealership_group?: unknown }, string[]]>([
    [
      'manufacturer first, then group',
      { manufacturer: 'mazda', dealership_group: 'Riverbend Motor Group' },
      ['_manufacturers/mazda', '_groups/riverbend-motor-group'],
    ],
    ['only a manufacturer', { manufacturer: 'chery nz' }, ['_manufacturers/chery-nz']],
    ['only a group', { dealership_group: 'Southern Cross Autos' }, ['_groups/southern-cross-autos']],
    ['manufacturer null', { manufacturer: null, dealership_group: 'G' }, ['_groups/g']],
    ['manufacturer the text "null" (spec section 3)', { manufacturer: 'NULL' }, []],
    ['empty text', { manufacturer: '', dealership_group: '  ' }, []],
    ['not text (the schema reports it)', { manufacturer: 12, dealership_group: ['a'] }, []],
    ['nothing set', {}, []],
    ['a name with no letters or digits', { dealership_group: '---' }, []],
  ])('%s', (_, site, folders) => expect(overrideLayers(site).map((l) => l.folder)).toEqual(folders));

  it('keeps the value as written beside the folder', () => {
    expect(overrideLayers({ dealership_group: 'Riverbend Motor Group' })).toEqual([
      { kind: 'group', value: 'Riverbend Motor Group', folder: '_groups/riverbend-motor-group' },
    ]);
  });
});
