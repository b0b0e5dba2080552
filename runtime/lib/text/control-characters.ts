// Control characters in visitor and tenant text (issue 25). Input refuses them; output meant for a
// terminal escapes them, so text a visitor typed can never move the operator's cursor, recolour the
// screen or rewrite what `builder-cli` printed before.

/**
 * Refused in any text a visitor sends: C0 controls except TAB, LF and CR (a message box may hold
 * line breaks and pasted tabs), DEL, and the C1 controls (U+0080–U+009F; U+009B is a one-byte CSI).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose
const REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Escaped in terminal output: every C0 control, DEL, the C1 controls, the line and paragraph
 * separators, and the bidirectional overrides and isolates (they reorder what the operator sees).
 */
// eslint-disable-next-line no-control-regex -- as above
const UNSAFE_IN_TERMINAL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** `U+001B` for one character (for messages). */
export function codePointName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first control character visitor text must not hold, or null when the text is acceptable. */
export function refusedControlCharacter(text: string): string | null {
  const match = REFUSED.exec(text);
  return match ? match[0] : null;
}

interface ControlCharacterFound {
  /** JSON Pointer to the string (or the key) that holds it, e.g. `/lead/email`. */
  pointer: string;
  /** The innermost property name on that path, when there is one (a form field's name). */
  field: string | null;
  char: string;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first refused control character in any string or key of a parsed JSON value (iterative: any depth is safe). */
export function findControlCharacter(value: unknown): ControlCharacterFound | null {
  const stack: [unknown, string, string | null][] = [[value, '', null]];
  while (stack.length) {
    const [node, pointer, field] = stack.pop()!;
    if (typeof node === 'string') {
      const char = refusedControlCharacter(node);
      if (char) return { pointer: pointer || '/', field, char };
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(node) ? node.map((v, i) => [String(i), v]) : Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const childPointer = `${pointer}/${escapePointer(key)}`;
      if (!Array.isArray(node)) {
        const char = refusedControlCharacter(key);
        if (char) return { pointer: childPointer, field: key, char };
      }
      stack.push([child, childPointer, Array.isArray(node) ? field : key]);
    }
  }
  return null;
}

interface TerminalTextOptions {
  /** Keep LF as a line break (a mail body); otherwise it is escaped too (a table cell, one line). */
  keepLineBreaks?: boolean;
}

/**
 * Text safe to print on a terminal: each unsafe character becomes its JSON escape (`\u001b`),
 * which is also valid inside a JSON string, so the same rule serves text and `--format json`
 * output. TAB stays; LF stays only with `keepLineBreaks`.
 */
export function terminalSafe(text: string, options: TerminalTextOptions = {}): string {
  return text.replace(UNSAFE_IN_TERMINAL, (char) => {
    if (char === '\t' || (char === '\n' && options.keepLineBreaks)) return char;
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
