import { Fragment } from 'react';
import type { Address } from '../../schemas/types/location';
import { addressLines } from './locations';

/** A postal address on its lines (street, then locality), or nothing when the address is empty. */
export function PostalAddress({ address, className }: { address: Partial<Address>; className?: string }) {
  const lines = addressLines(address);
  if (lines.length === 0) return null;
  return (
    <address className={className}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
