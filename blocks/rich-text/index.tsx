import type { RichTextProps } from './props';
import { Prose } from '../../runtime/ui/prose';

export default function RichText({ heading, html, width }: RichTextProps) {
  return (
    <section className={`rich-text container rich-text-${width}`}>
      {heading && <h2>{heading}</h2>}
      <Prose html={html} />
    </section>
  );
}
