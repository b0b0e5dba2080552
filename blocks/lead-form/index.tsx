import type { LeadFormProps } from './props';
import { useFormDocument } from '../../runtime/forms/form-query';
import InlineForm from '../../runtime/forms/inline-form';

import '../../runtime/styles/forms.css';

export default function LeadForm({ form, title, intro, anchor }: LeadFormProps) {
  // The server seeds the form with the page; a name the site has no form for renders nothing.
  const doc = useFormDocument(form);
  if (doc.data === null) return null;
  return (
    <section className="lead-form-block container" id={anchor}>
      <div className="lead-form-block-inner">
        {title && <h2 className="lead-form-block-title">{title}</h2>}
        {intro && <p className="lead-form-block-intro">{intro}</p>}
        {doc.data ? (
          <InlineForm formName={form} headingLevel={title ? 3 : 2} idPrefix={`form-${anchor ?? form}`} />
        ) : (
          <p className="form-loading" role="status">
            Loading…
          </p>
        )}
      </div>
    </section>
  );
}
