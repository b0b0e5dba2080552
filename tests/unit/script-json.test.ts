import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { scriptJson } from '../../runtime/lib/text/script-json';

describe('scriptJson', () => {
  it.each([
    ['a closing script tag', '</script><script>alert(1)</script>', '"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"'],
    ['a closing tag in capitals', '</SCRIPT >', '"\\u003c/SCRIPT >"'],
    ['an HTML comment opener', '<!-- x', '"\\u003c!-- x"'],
    ['U+2028 line separator', 'a\u2028b', '"a\\u2028b"'],
    ['U+2029 paragraph separator', 'a\u2029b', '"a\\u2029b"'],
    ['ampersands and ">" are left as they are', 'A & B > C', '"A & B > C"'],
    ['plain text', 'Ranger XLT', '"Ranger XLT"'],
  ])('%s', (_, text, expected) => {
    const json = scriptJson({ text });
    expect(json).toBe(`{"text":${expected}}`);
    expect(JSON.parse(json)).toEqual({ text });
  });

  it('keeps a script element whole in a real HTML parser, whatever the text', () => {
    const text = '</script><!--<script>x</script>\u2028\u2029';
    const { document } = new JSDOM(`<!doctype html><body><script type="application/ld+json">${scriptJson({ text })}</script><p id="after"></p></body>`).window;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual({ text });
    expect(document.getElementById('after')).not.toBeNull();
  });
});
