// The vehicle page's action buttons, as the server resolved them (runtime/lib/vehicle/actions.ts).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Car } from '../../../schemas/types/car';
import { EVENT, trackEvent } from '../../data/events';
import { useSite } from '../../data/site-context';
import { unknownOption } from '../../lib/unknown-option';
import type { VehicleAction } from '../../lib/vehicle/actions';
import { telHref } from '../../ui/phone-link';
import { SmartLink } from '../../ui/smart-link';
import { postCarEvent } from './car-events';
import { preloadFormDialog } from './form-modal';

type OpenForm = (form: string, title: string, opener: HTMLElement) => void;

interface Props {
  actions: VehicleAction[];
  car: Car;
  openForm: OpenForm;
}

export function VehicleActions({ actions, car, openForm }: Props) {
  return (
    <ul className="vehicle-actions">
      {actions.map((action, i) => (
        <li key={`${action.kind}-${i}`} className={`vehicle-action vehicle-action-${action.kind}`}>
          <Action action={action} car={car} openForm={openForm} />
        </li>
      ))}
    </ul>
  );
}

function Action({ action, car, openForm }: { action: VehicleAction; car: Car; openForm: OpenForm }) {
  const site = useSite();
  const className = `btn btn-${action.kind === 'payment-methods' ? 'outline' : action.variant}`;
  switch (action.kind) {
    case 'call':
      // SmartLink records click-to-call (event 25) for tel: links; the server logs the call too.
      return (
        <SmartLink href={telHref(action.phone)} className={className} onClick={() => postCarEvent('car_phone_call', car, site)}>
          {action.label}
        </SmartLink>
      );
    case 'reveal-phone':
      return <RevealPhone action={action} car={car} className={className} />;
    case 'enquire':
    case 'test-drive':
      return (
        <button type="button" className={className} onPointerEnter={warm} onFocus={warm} onClick={(e) => openForm(action.form, action.label, e.currentTarget)}>
          {action.label}
        </button>
      );
    case 'chat':
      return (
        <button type="button" className={className} onClick={(e) => openChat(e, action, car, openForm)}>
          {action.label}
        </button>
      );
    case 'history-report':
      // Event 60; trackEvent only warns when analytics fails (spec section 8), the report still opens.
      return (
        <SmartLink href={action.href} className={className} onClick={() => trackEvent(EVENT.historyReport, { car_id: car.id })}>
          {action.label}
        </SmartLink>
      );
    case 'payment-methods':
      return (
        <ul className="payment-methods" aria-label={action.label}>
          {action.methods.map((m) => (
            <li key={m.id} className={`payment-badge payment-${m.id}`}>
              {m.name}
            </li>
          ))}
        </ul>
      );
    case 'finance':
    case 'trade-in':
    case 'reserve':
    case 'location':
    case 'custom':
    case 'whatsapp':
      return (
        <SmartLink href={action.href} className={className}>
          {action.label}
        </SmartLink>
      );
    default:
      return unknownOption(action);
  }
}

const warm = () => void preloadFormDialog().catch(() => undefined);

/** A chat widget that handles `dealer:open-chat` cancels the event; without one, the car's enquiry form opens. */
function openChat(e: MouseEvent<HTMLButtonElement>, action: Extract<VehicleAction, { kind: 'chat' }>, car: Car, openForm: OpenForm) {
  const request = new CustomEvent('dealer:open-chat', { cancelable: true, detail: { car_id: car.id } });
  window.dispatchEvent(request);
  if (!request.defaultPrevented) openForm(action.form, action.formTitle, e.currentTarget);
}

/** Masked (first 5 characters) until pressed; then the full number as a click-to-call link, and the reveal is logged. */
function RevealPhone({ action, car, className }: { action: Extract<VehicleAction, { kind: 'reveal-phone' }>; car: Car; className: string }) {
  const site = useSite();
  const [revealed, setRevealed] = useState(false);
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (revealed) holder.current?.querySelector('a')?.focus();
  }, [revealed]);
  if (revealed) {
    return (
      <span ref={holder} className="phone-revealed">
        <SmartLink href={telHref(action.phone)} className={className} onClick={() => postCarEvent('car_phone_call', car, site)}>
          {action.shown}
        </SmartLink>
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${className} phone-reveal`}
      onClick={() => {
        setRevealed(true);
        postCarEvent('car_phone_reveal', car, site);
      }}
    >
      <span className="phone-masked">{action.masked}</span>
      <span className="phone-reveal-label">{action.label}</span>
    </button>
  );
}
