// The header's "Email Us" link, and any link to #email-us, opens the generic enquiry form in a
// dialog titled EMAIL US (spec section 2 "Forms"). One click listener in the shell; the dialog
// and the whole form stack load on the first click, so no page pays for them up front.
import { useEffect, useState, type ComponentType } from 'react';
import type { FormDialogProps } from '../forms/form-dialog';

const EMAIL_US_HASH = '#email-us';
const EMAIL_US_FORM = 'enquiry';
const EMAIL_US_TITLE = 'EMAIL US';

/** Whether a link's href opens the dialog: it ends in #email-us (with or without a path). */
export function isEmailUsHref(href: string | null): boolean {
  return !!href && href.endsWith(EMAIL_US_HASH);
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function EmailUsDialog() {
  const [Dialog, setDialog] = useState<ComponentType<FormDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Capture phase: before the router's link handler, which would navigate instead.
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!link || !plainClick(e) || !isEmailUsHref(link.getAttribute('href'))) return;
      e.preventDefault();
      import('../forms/form-dialog').then(
        (m) => {
          setDialog(() => m.default);
          setOpen(true);
        },
        (error: unknown) => console.error('The enquiry form could not load', error),
      );
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return open && Dialog ? <Dialog formName={EMAIL_US_FORM} title={EMAIL_US_TITLE} onClose={() => setOpen(false)} /> : null;
}
