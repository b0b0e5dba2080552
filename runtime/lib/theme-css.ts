import type { Site } from '../../schemas/types/site';

type Colors = Site['theme']['colors'];

const VARIABLES: Record<keyof Colors, string> = {
  primary: '--color-primary',
  primaryText: '--color-primary-text',
  secondary: '--color-secondary',
  accent: '--color-accent',
  text: '--color-text',
  muted: '--color-muted',
  background: '--color-background',
  surface: '--color-surface',
  headerBackground: '--color-header-bg',
  headerText: '--color-header-text',
  footerBackground: '--color-footer-bg',
  footerText: '--color-footer-text',
};

/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const full = hex.length === 4 ? '#' + [...hex.slice(1)].map((c) => c + c).join('') : hex;
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the background. */
export function readableOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111111') ? '#ffffff' : '#111111';
}

/** The :root custom properties of a tenant's theme. */
export function themeCss(theme: Site['theme']): string {
  const colors: Colors = { primaryText: readableOn(theme.colors.primary), ...theme.colors };
  const lines = (Object.keys(VARIABLES) as (keyof Colors)[]).flatMap((key) => (colors[key] ? [`${VARIABLES[key]}:${colors[key]}`] : []));
  if (theme.font) lines.push(`--font-body:${theme.font.replace(/[;{}<>]/g, '')}`);
  if (theme.radius) lines.push(`--radius:${theme.radius}`);
  return `:root{${lines.join(';')}}`;
}
