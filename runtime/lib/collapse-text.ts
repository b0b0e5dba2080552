// Offer description and disclaimer toggles (spec sections 2 and 9): a text longer than 200
// characters starts collapsed, the description cut at about 160 characters on a word boundary.

const DESCRIPTION_COLLAPSE_OVER = 200;
const DESCRIPTION_TRUNCATE_AT = 160;
const DISCLAIMER_COLLAPSE_OVER = 200;

export interface Collapsed {
  /** Whether the View more / View less toggle is shown. */
  collapsible: boolean;
  /** What shows while collapsed: the whole text when not collapsible. */
  short: string;
}

/** Plain text of sanitised HTML, for measuring and for the collapsed preview. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/div|\/h[1-6])\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cut at the last space at or before `at` (or at `at` inside a long word), with an ellipsis. */
export function truncateText(text: string, at: number): string {
  if (text.length <= at) return text;
  const cut = text.slice(0, at + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > at / 2 ? cut.slice(0, space) : text.slice(0, at)).replace(/[\s,.;:-]+$/, '')}…`;
}

/** Collapsible when the plain text is longer than `over`; the preview is cut at `truncateAt`. */
function collapseText(html: string, over: number, truncateAt: number = over): Collapsed {
  const text = plainText(html);
  if (text.length <= over) return { collapsible: false, short: text };
  return { collapsible: true, short: truncateText(text, truncateAt) };
}

export const collapseDescription = (html: string): Collapsed => collapseText(html, DESCRIPTION_COLLAPSE_OVER, DESCRIPTION_TRUNCATE_AT);
export const collapseDisclaimer = (html: string): Collapsed => collapseText(html, DISCLAIMER_COLLAPSE_OVER, DESCRIPTION_TRUNCATE_AT);
