import { describe, expect, it } from 'vitest';
import { parseImageParams, sniffImage } from '../../../runtime/lib/image-request';

describe('parseImageParams: the spec widths and the site quality only', () => {
  it.each([
    ['640, no q', '640', undefined, 75, { width: 640, quality: 75 }],
    ['16, the smallest', '16', '75', 75, { width: 16, quality: 75 }],
    ['3840, the largest', '3840', '75', 75, { width: 3840, quality: 75 }],
    ['the override 60', '1080', '60', 60, { width: 1080, quality: 60 }],
    ['empty q is the site quality', '750', '', 60, { width: 750, quality: 60 }],
  ])('%s', (_, w, q, site, expected) => expect(parseImageParams(w, q, site)).toEqual(expected));

  it.each([
    ['1280 is no spec width', '1280', '75', 75, /w must be one of 16, 32/],
    ['641', '641', undefined, 75, /w must be/],
    ['missing w', undefined, undefined, 75, /w must be/],
    ['an array', ['640'], undefined, 75, /w must be/],
    ['q 42 on a 75 site', '640', '42', 75, /q must be 75/],
    ['q 75 on a 60 site', '640', '75', 60, /q must be 60/],
    ['q 075', '640', '075', 75, /q must be 75/],
    ['q as an array', '640', ['75'], 75, /q must be 75/],
  ])('%s is refused', (_, w, q, site, message) => {
    const result = parseImageParams(w, q, site);
    expect('error' in result && result.error).toMatch(message);
  });
});

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(new Array(32).fill(0)));

describe('sniffImage: the format from the first bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n'), 'png'],
    ['GIF89a', bytes('GIF89a'), 'gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'avif'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    [
      'SVG after a BOM, an XML declaration, a comment and a doctype',
      bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg>\n<svg>'),
      'svg',
    ],
    ['HTML', bytes('<html><svg></svg></html>'), null],
    ['text', bytes('this is not a jpeg'), null],
    ['a RIFF that is no WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    ['an MP4', bytes([0, 0, 0, 0x1c], 'ftypisom'), null],
  ])('%s', (_, head, expected) => expect(sniffImage(head)).toBe(expected));
});
