import type { FaqItem } from './props';
import { scriptJson } from '../../runtime/lib/text/script-json';

/** schema.org FAQPage data, escaped (scriptJson) so no answer can close the script element. */
export function faqJsonLd(items: readonly FaqItem[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  return scriptJson(data);
}
