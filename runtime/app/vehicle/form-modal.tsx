// The lead forms of the vehicle page open in runtime/forms/form-dialog.tsx, loaded on demand: its
// chunk is never part of a first visit. A dialog that cannot load (network, deploy skew) is
// reported with the dealer's phone, so a click never does nothing.
import { useEffect, useState, type ComponentType } from 'react';
import type { Car } from '../../../schemas/types/car';
import type { FormDialogProps } from '../../forms/form-dialog';
import { useSite } from '../../data/site-context';

export interface FormRequest {
  formName: string;
  title: string;
  prefill: Record<string, unknown>;
}

let loaded: ComponentType<FormDialogProps> | undefined;
let pending: Promise<ComponentType<FormDialogProps>> | undefined;

/** Starts loading the dialog (on hover or focus of a button that opens it). */
export function preloadFormDialog(): Promise<ComponentType<FormDialogProps>> {
  pending ??= import('../../forms/form-dialog').then((m) => (loaded = m.default));
  return pending;
}

export function FormModal({ request, car, onClose }: { request: FormRequest; car: Car; onClose(): void }) {
  const site = useSite();
  const [Dialog, setDialog] = useState<ComponentType<FormDialogProps> | undefined>(() => loaded);
  useEffect(() => {
    if (Dialog) return;
    let live = true;
    preloadFormDialog().then(
      (component) => live && setDialog(() => component),
      (error: unknown) => {
        pending = undefined;
        console.warn('The form could not be loaded', error);
        if (!live) return;
        // Like the spec's form-failure alerts: say so, and give the number to call instead.
        window.alert(`Sorry, this form could not be loaded. Please try again, or call us on ${car.location?.phone || site.phone}.`);
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [Dialog, car, site.phone, onClose]);
  return Dialog ? <Dialog formName={request.formName} title={request.title} prefill={request.prefill} onClose={onClose} context={{ car }} /> : null;
}
