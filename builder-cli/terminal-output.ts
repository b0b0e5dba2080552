// Output of commands that print tenant or visitor data (leads, mail, feed and lint reports): every
// control character is escaped (runtime/lib/text/control-characters.ts), so a name, an email
// address or a CSV cell cannot send escape sequences to the operator's terminal (issue 25).
import { terminalSafe } from '../runtime/lib/text/control-characters';

/** Prints text on stdout with line breaks kept and every other control character escaped. */
export function printOut(text: string): void {
  process.stdout.write(terminalSafe(text, { keepLineBreaks: true }) + '\n');
}

/** The same on stderr. */
export function printErr(text: string): void {
  process.stderr.write(terminalSafe(text, { keepLineBreaks: true }) + '\n');
}

/** JSON on stdout: JSON.stringify escapes C0 itself; DEL, C1 and the bidi controls become \u escapes too. */
export function printJson(value: unknown): void {
  printOut(JSON.stringify(value, null, 2));
}

/** One table cell or one-line field: line breaks escaped as well. */
export const cell = (text: string): string => terminalSafe(text);
