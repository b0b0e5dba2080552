/**
 * Text with the search server's `<mark>` highlights. The highlighted string is split on the two
 * tags and every part is rendered as text, so nothing from a search hit is ever parsed as HTML.
 * When the highlighted text does not read as `plain` once the tags are gone, `plain` is shown.
 */
export function HighlightedText({ highlighted, plain }: { highlighted?: string | null; plain: string }) {
  if (!highlighted || !highlighted.includes('<mark>')) return <>{plain}</>;
  const parts = highlighted.split(/<\/?mark>/);
  if (parts.join('') !== plain) return <>{plain}</>;
  // Split on both tags, a well-formed highlight alternates: text, marked, text, marked, ...
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}
