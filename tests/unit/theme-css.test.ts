import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, themeCss } from '../../runtime/lib/theme-css';
import type { Site } from '../../schemas/types/site';

describe('contrastRatio', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#000', '#fff', 21],
    ['#1f4e8c', '#1f4e8c', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s', (a, b, expected) => expect(contrastRatio(a, b)).toBeCloseTo(expected, 2));
});

describe('readableOn', () => {
  it.each<[string, string]>([
    ['#000000', '#ffffff'],
    ['#000', '#ffffff'],
    ['#1f4e8c', '#ffffff'],
    ['#16202c', '#ffffff'],
    ['#797979', '#ffffff'], // the lightest grey white still reads better on
    ['#7a7a7a', '#111111'], // the darkest grey near-black reads better on
    ['#f2c14e', '#111111'],
    ['#ffffff', '#111111'],
    ['#FFF', '#111111'],
  ])('on %s picks %s', (background, expected) => expect(readableOn(background)).toBe(expected));
});

describe('themeCss', () => {
  const theme = (t: Partial<Site['theme']> & Pick<Site['theme'], 'colors'>): Site['theme'] => t;

  it('emits the primary colour and a readable primary text colour', () => {
    expect(themeCss(theme({ colors: { primary: '#1f4e8c' } }))).toBe(':root{--color-primary:#1f4e8c;--color-primary-text:#ffffff}');
  });

  it('an explicit primaryText wins over the computed one', () => {
    expect(themeCss(theme({ colors: { primary: '#1f4e8c', primaryText: '#f2c14e' } }))).toBe(':root{--color-primary:#1f4e8c;--color-primary-text:#f2c14e}');
  });

  it('emits every colour, font and radius as custom properties', () => {
    const css = themeCss(
      theme({
        colors: {
          primary: '#111111',
          secondary: '#222222',
          accent: '#333333',
          text: '#444444',
          muted: '#555555',
          background: '#666666',
          surface: '#777777',
          headerBackground: '#888888',
          headerText: '#999999',
          footerBackground: '#aaaaaa',
          footerText: '#bbbbbb',
        },
        font: 'system-ui, "Segoe UI", sans-serif',
        radius: '6px',
      }),
    );
    expect(css).toBe(
      ':root{--color-primary:#111111;--color-primary-text:#ffffff;--color-secondary:#222222;--color-accent:#333333;--color-text:#444444;' +
        '--color-muted:#555555;--color-background:#666666;--color-surface:#777777;--color-header-bg:#888888;--color-header-text:#999999;' +
        '--color-footer-bg:#aaaaaa;--color-footer-text:#bbbbbb;--font-body:system-ui, "Segoe UI", sans-serif;--radius:6px}',
    );
  });

  it('strips ; { } < > from the font so it cannot end the rule or the <style> element', () => {
    const css = themeCss(theme({ colors: { primary: '#ffffff' }, font: 'Arial;}</style><script>alert(1)</script>{' }));
    expect(css).toBe(':root{--color-primary:#ffffff;--color-primary-text:#111111;--font-body:Arial/stylescriptalert(1)/script}');
  });
});
