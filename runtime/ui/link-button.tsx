import { SmartLink } from './smart-link';

interface LinkButtonProps {
  label: string;
  href: string;
  variant?: 'primary' | 'secondary' | 'outline';
}

/** A link styled as a button; behaviour (tel, map, external, client navigation) comes from SmartLink. */
export function LinkButton({ label, href, variant = 'primary' }: LinkButtonProps) {
  return (
    <SmartLink href={href} className={`btn btn-${variant}`}>
      {label}
    </SmartLink>
  );
}
