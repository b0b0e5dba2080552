// What nearest first says about a postcode: its format for the site's locale and its problems.
// Pure, shared by the server (postcode lookup answers, the page's form) and the lazily loaded
// form code of the stock page.
import { localeMessages } from '../locale-messages';
import { localeOf } from '../locales';

export type PostcodeProblem = 'format' | 'unknown';

/** The postcode as looked up (the locale module's `postcode.lookup`): spaces removed; a US ZIP+4 keeps its 5 digits. null when malformed. */
export function normalisePostcode(input: string, locale: string | undefined): string | null {
  const compact = input.replace(/\s+/g, '');
  return new RegExp(localeOf(locale).postcode.lookup).exec(compact)?.[1] ?? null;
}

/** "postcode" or "ZIP code", for use mid-sentence. */
export function postcodeWord(locale: string | undefined): string {
  return localeMessages(locale).postcodeLabel.replace(/^Postcode$/, 'postcode');
}

export function postcodeMessage(problem: PostcodeProblem, postcode: string, locale: string | undefined): string {
  const word = postcodeWord(locale);
  if (problem === 'format') return `Enter a ${localeOf(locale).postcode.format} ${word}.`;
  return `We couldn't find ${word} ${postcode.trim().slice(0, 12)}. Check it, or use your location.`;
}
