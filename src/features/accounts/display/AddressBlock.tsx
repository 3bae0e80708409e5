import type { TAddress } from '../../../../contracts/schemas/customer';
import { shownPostalCode } from '../../../../contracts/reference/postalCodes';

/** A postal address as it is written on an envelope; a '%' postal code (none, §5) is left out. */
export function AddressBlock({ address, withName = true }: { address: TAddress; withName?: boolean }) {
  const postalCode = shownPostalCode(address.postalCode);
  const cityLine = [address.city, address.state, postalCode].filter(Boolean).join(' ');
  const lines = [withName ? address.name : '', address.address1, address.address2, address.address3, cityLine, address.country].filter(
    (line): line is string => Boolean(line),
  );
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
