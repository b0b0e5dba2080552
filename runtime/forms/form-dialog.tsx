// A lead form in a modal dialog (the "EMAIL US" enquiry, the vehicle page's enquire, test drive,
// request photos ...). Accessible: role=dialog, aria-modal, named by its title, focus kept inside
// (Tab cycles), Escape and the close button close it, and focus returns to what opened it. The
// body scrolls within 85vh - 6rem (spec section 9). The form comes from /api/forms/:name and its
// validator from /api/forms/:name/validator.js, both loaded when the dialog opens.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Car } from '../../schemas/types/car';
import { useSite } from '../data/site-context';
import { useFormDocument } from './form-query';
import { useQuery } from '@tanstack/react-query';
import { tenantDataQuery } from '../data/tenant-data';
import { loadEngine, type Engine } from './engine-loader';

import '../styles/forms.css';

export interface FormDialogProps {
  formName: string;
  title: string;
  prefill?: Record<string, unknown>;
  onClose(): void;
  context?: { car?: Car };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order (hidden ones, like the honeypot, left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[aria-hidden="true"], [hidden]'));
}

export default function FormDialog({ formName, title, prefill, onClose, context }: FormDialogProps) {
  const site = useSite();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const form = useFormDocument(formName);
  // The form's fields read the whole collections; a content page's boot data has only the shell's
  // summaries of them, so they are fetched when the dialog opens (cached for the visit).
  const locations = useQuery(tenantDataQuery('locations'));
  const models = useQuery(tenantDataQuery('models'));
  const [engine, setEngine] = useState<Engine | null>(null);
  const [engineError, setEngineError] = useState(false);

  useEffect(() => {
    let live = true;
    loadEngine(formName).then(
      (loaded) => live && setEngine(loaded),
      (error: unknown) => {
        console.error(`The form "${formName}" could not load`, error);
        if (live) setEngineError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [formName]);

  useEffect(() => {
    opener.current = document.activeElement;
    dialog.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Back to the link or button that opened the dialog.
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, []);

  const ready = form.data && engine && locations.data && models.data;
  useEffect(() => {
    // Once the form is there, start on its first field.
    if (ready && dialog.current?.contains(document.activeElement) && document.activeElement === dialog.current) {
      const first = focusableIn(dialog.current).find((el) => el.closest('.lead-form'));
      first?.focus();
    }
  }, [ready]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = focusableIn(dialog.current);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialog.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const failed = form.isError || engineError || form.data === null || locations.isError || models.isError;
  return createPortal(
    <div className="form-dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="form-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={dialog} onKeyDown={onKeyDown}>
        <div className="form-dialog-header">
          <h2 className="form-dialog-title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="form-dialog-close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="form-dialog-body">
          {failed ? (
            <p className="form-alert form-alert-error" role="alert">
              Sorry, this form could not be loaded. Please try again, or call us on {site.phone}.
            </p>
          ) : form.data && engine && locations.data && models.data ? (
            <engine.Form
              formName={formName}
              form={form.data}
              validator={engine.validator}
              idPrefix={`dialog-${formName}`}
              initialData={prefill}
              car={context?.car}
              headingLevel={3}
              onComplete={onClose}
            />
          ) : (
            <p className="form-loading" role="status">
              Loading…
            </p>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
