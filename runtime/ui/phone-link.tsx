import type { ReactNode } from 'react';
import { SmartLink } from './smart-link';

/** A tel: address for a displayed number: digits and a leading + only ("(07) 3333 1234" -> "tel:0733331234"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return 'tel:' + (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** Click-to-call link; SmartLink records the click-to-call event. */
export function PhoneLink({ phone, className, children }: { phone: string; className?: string; children?: ReactNode }) {
  return (
    <SmartLink href={telHref(phone)} className={className}>
      {children ?? phone}
    </SmartLink>
  );
}
