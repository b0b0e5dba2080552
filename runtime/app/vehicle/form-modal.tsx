// The lead forms of the vehicle page open in the forms team's FormDialog, loaded on demand: its
// chunk is never part of a first visit. A dialog that cannot load (network, deploy skew) falls
// back to a small native dialog with the dealer's phone, so a click never does nothing.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Car } from '../../../schemas/types/car';
import { useSite } from '../../data/site-context';
import { PhoneLink } from '../../ui/phone-link';

/** The contract of runtime/forms/form-dialog.tsx. */
export interface FormDialogProps {
  formName: string;
  title: string;
  prefill?: Record<string, unknown>;
  onClose(): void;
  context?: { car?: Car };
}

export interface FormRequest {
  formName: string;
  title: string;
  prefill: Record<string, unknown>;
}

type DialogModule = { default: ComponentType<FormDialogProps> };
// A glob, not import(): it resolves to nothing (instead of failing the build) while the forms
// module does not exist yet. Under tsx (the production server) import.meta.env is undefined and
// the dialog is never needed: it only opens on a click.
const modules = import.meta.env?.SSR !== undefined ? import.meta.glob<DialogModule>('../../forms/form-dialog.tsx') : {};
const loader = Object.values(modules)[0];

let loaded: ComponentType<FormDialogProps> | undefined;
let pending: Promise<ComponentType<FormDialogProps>> | undefined;

/** Starts loading the dialog (on hover or focus of a button that opens it). */
export function preloadFormDialog(): Promise<ComponentType<FormDialogProps>> {
  pending ??= loader
    ? loader().then((m) => (loaded = m.default))
    : Promise.reject(new Error('runtime/forms/form-dialog.tsx is not part of this build'));
  return pending;
}

export function FormModal({ request, car, onClose }: { request: FormRequest; car: Car; onClose(): void }) {
  const [Dialog, setDialog] = useState<ComponentType<FormDialogProps> | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Dialog) return;
    let live = true;
    preloadFormDialog().then(
      (component) => live && setDialog(() => component),
      (error: unknown) => {
        pending = undefined;
        console.warn('The form could not be loaded', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [Dialog]);
  if (Dialog) return <Dialog formName={request.formName} title={request.title} prefill={request.prefill} onClose={onClose} context={{ car }} />;
  return failed ? <FallbackDialog title={request.title} phone={car.location?.phone} onClose={onClose} /> : null;
}

function FallbackDialog({ title, phone, onClose }: { title: string; phone?: string | null; onClose(): void }) {
  const site = useSite();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="vehicle-dialog" aria-labelledby="vehicle-dialog-title" onClose={onClose}>
      <h2 id="vehicle-dialog-title">{title}</h2>
      <p>Sorry, this form could not be loaded just now. Please try again in a moment, or call us{phone || site.phone ? ':' : '.'}</p>
      {(phone || site.phone) && <PhoneLink phone={phone || site.phone} className="btn btn-primary" />}
      <form method="dialog">
        <button type="submit" className="btn btn-outline" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}
