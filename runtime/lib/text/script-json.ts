// JSON inside an inline <script> (boot data, JSON-LD): the one escape every such place calls.
// In a script element the HTML parser only looks for "</script" and "<!--" (no entities are
// decoded there), so escaping "<" is what keeps tenant text from closing or confusing the
// element. U+2028 and U+2029 are escaped too: valid in JSON, they end a line in older JavaScript.

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** `JSON.stringify(value)` made safe to place inside an inline `<script>` element; parses back to the same value. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => ESCAPES[c] ?? c);
}
