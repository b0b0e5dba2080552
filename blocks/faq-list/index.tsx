import type { FaqListProps } from './props';
import { faqJsonLd } from './faq-json-ld';
import { Prose } from '../../runtime/ui/prose';

export default function FaqList({ heading, items }: FaqListProps) {
  return (
    <section className="faq-list container">
      {heading && <h2>{heading}</h2>}
      <div className="faq-items">
        {items.map((item, i) => (
          <details className="faq-item" key={i}>
            <summary>{item.question}</summary>
            <Prose html={item.answer} className="prose faq-answer" />
          </details>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
