import { describe, expect, it } from 'vitest';
import { fileLine, filesToAttach, fileSizeText, type LeadFileFacts } from '../../../runtime/lib/lead-routing/lead-files';

const file = (originalName: string, size: number, present = true): LeadFileFacts => ({ field: 'photo', originalName, mime: 'image/jpeg', size, present });
const MB = 1024 * 1024;

describe('fileSizeText', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [348_160, '340 KB'],
    [MB, '1.0 MB'],
    [1.25 * MB, '1.3 MB'],
    [10 * MB, '10.0 MB'],
  ])('%d bytes is "%s"', (bytes, text) => expect(fileSizeText(bytes)).toBe(text));
});

describe('filesToAttach', () => {
  it.each<[string, LeadFileFacts[], number, string[]]>([
    ['none', [], 10, []],
    ['all fit', [file('a', 4), file('b', 6)], 10, ['a', 'b']],
    ['one too many', [file('a', 4), file('b', 7)], 10, ['a']],
    ['a later smaller file still fits', [file('a', 4), file('big', 7), file('c', 6)], 10, ['a', 'c']],
    ['one file over the bound alone', [file('big', 11)], 10, []],
    ['a purged file is never attached', [file('gone', 1, false), file('b', 3)], 10, ['b']],
  ])('%s', (_name, files, max, names) => {
    expect([...filesToAttach(files, max)].map((f) => f.originalName)).toEqual(names);
  });
});

describe('fileLine', () => {
  it.each<[string, LeadFileFacts, string | undefined, boolean | undefined, string]>([
    ['titled, in ADF', file('car.jpg', 2048), 'Photo of your car', undefined, 'Photo of your car: car.jpg (image/jpeg, 2 KB)'],
    ['untitled field', file('car.jpg', 2048), undefined, undefined, 'photo: car.jpg (image/jpeg, 2 KB)'],
    ['attached to the email', file('car.jpg', 2048), 'Photo', true, 'Photo: car.jpg (image/jpeg, 2 KB), attached'],
    ['too big for the email', file('car.jpg', 2048), 'Photo', false, 'Photo: car.jpg (image/jpeg, 2 KB), not attached (over 10.0 MB of files per email)'],
    ['purged', file('car.jpg', 2048, false), 'Photo', false, 'Photo: car.jpg (image/jpeg, 2 KB), deleted by the upload retention'],
  ])('%s', (_name, f, label, attached, line) => expect(fileLine(f, label, attached)).toBe(line));
});
