import { describe, expect, it } from 'vitest';
import FaqList from '../../../blocks/faq-list';
import { renderBlock, text } from './render-block';

const items: [{ question: string; answer: string }, ...{ question: string; answer: string }[]] = [
  { question: 'Do you take trade-ins?', answer: '<p>Yes, <a href="/trade-in">value yours</a>.</p>' },
  // Plain-text questions reach the JSON as written, so they are where a closing tag could sneak in.
  { question: 'Is </script><script>alert(1)</script> safe?', answer: '<p>Yes &amp; <em>always</em> &lt;escaped&gt;.</p>' },
];

describe('faq-list block', () => {
  it('renders each item as a details/summary disclosure with the answer HTML', () => {
    const { root } = renderBlock(<FaqList heading="FAQs" items={items} />);
    expect(text(root.querySelector('h2'))).toBe('FAQs');
    const details = [...root.querySelectorAll('details.faq-item')];
    expect(details.map((d) => text(d.querySelector('summary')))).toEqual(['Do you take trade-ins?', 'Is </script><script>alert(1)</script> safe?']);
    expect(details[0]?.querySelector('.faq-answer')?.innerHTML).toBe(items[0].answer);
    expect(details[0]?.hasAttribute('open')).toBe(false);
  });

  it('emits FAQPage structured data that cannot close its script element', () => {
    const { html, root } = renderBlock(<FaqList items={items} />);
    const scripts = root.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    // Only the structured data's own closing tag: the answer's "</script>" is escaped.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const raw = html.slice(html.indexOf('<script type="application/ld+json">') + '<script type="application/ld+json">'.length, html.lastIndexOf('</script>'));
    expect(raw).not.toContain('<'); // scriptJson: no "</script" or "<!--" can start inside
    const data = JSON.parse(scripts[0]?.textContent ?? '');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toEqual(items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })));
  });
});
