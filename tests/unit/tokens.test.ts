import { describe, expect, it } from 'vitest';
import { fillTokens } from '../../server/tenants/tokens';

const site = { name: 'OK Motors', phone: '02 9999 0000', id: 42, address: { city: 'Parramatta' }, domains: ['ok.example'] };

describe('fillTokens', () => {
  it.each<[string, string, string]>([
    ['a whole-string token', '{{site.name}}', 'OK Motors'],
    ['a token inside text', 'Welcome to {{site.name}}!', 'Welcome to OK Motors!'],
    ['spaces inside the braces', 'Call {{ site.phone }}', 'Call 02 9999 0000'],
    ['two tokens in one string', '{{site.name}}, {{site.address.city}}', 'OK Motors, Parramatta'],
    ['a number is printed', 'Dealer {{site.id}}', 'Dealer 42'],
    ['braces without site. are left alone', 'Use {{name}} here', 'Use {{name}} here'],
    ['single braces are left alone', '{site.name}', '{site.name}'],
    ['a bare {{ site }} is left alone', '{{ site }}', '{{ site }}'],
    ['CSS-like braces are left alone', 'a { color: red }', 'a { color: red }'],
  ])('%s', (_, text, expected) => {
    const doc = { title: text };
    expect(fillTokens(doc, site)).toEqual([]);
    expect(doc.title).toBe(expected);
  });

  it('fills strings at every depth, in objects and arrays, in place', () => {
    const doc = { blocks: [{ props: { heading: '{{site.name}}', buttons: [{ label: 'Call {{site.phone}}' }] } }], n: 1, flag: true, none: null };
    expect(fillTokens(doc, site)).toEqual([]);
    expect(doc).toEqual({ blocks: [{ props: { heading: 'OK Motors', buttons: [{ label: 'Call 02 9999 0000' }] } }], n: 1, flag: true, none: null });
  });

  it('reports tokens that name nothing with the pointer of their string, and leaves them in the text', () => {
    const doc = { title: '{{site.nmae}}', blocks: [{ props: { 'a/b': 'x {{site.address.zip}} y' } }] };
    expect(fillTokens(doc, site)).toEqual([
      { pointer: '/title', token: '{{site.nmae}}' },
      { pointer: '/blocks/0/props/a~1b', token: '{{site.address.zip}}' },
    ]);
    expect(doc.blocks[0]!.props['a/b']).toBe('x {{site.address.zip}} y');
  });

  it.each<[string, string]>([
    ['an object is not text', '{{site.address}}'],
    ['an array is not text', '{{site.domains}}'],
    ['inherited properties are not fields', '{{site.constructor}}'],
    ['a path through a string', '{{site.name.length}}'],
  ])('%s: %s is unknown', (_, token) => {
    const doc = { title: token };
    expect(fillTokens(doc, site)).toEqual([{ pointer: '/title', token }]);
    expect(doc.title).toBe(token);
  });

  it('prefixes pointers with the path it was given', () => {
    expect(fillTokens([{ label: '{{site.x}}' }], site, ['navigation', 'header'])).toEqual([{ pointer: '/navigation/header/0/label', token: '{{site.x}}' }]);
  });
});
