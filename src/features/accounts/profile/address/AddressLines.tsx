import { Text } from '@mantine/core';
import type { TAddress } from '../../../../../contracts/schemas/customer';
import type { AddressFields } from '../../../../../machines/rules/profile-actions';

/**
 * An address as a postal label: name, street lines, city with state and postal code, country.
 * Spans, so that it may sit in a field's description (a paragraph).
 */
export function AddressLines({ address, testId }: { address: AddressFields | TAddress | undefined; testId?: string }) {
  if (!address) return null;
  const postal = address.postalCode && address.postalCode !== '%' ? address.postalCode : '';
  const place = [address.city, [address.state, postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [address.name, address.address1, address.address2, 'address3' in address ? address.address3 : undefined, place, address.country];
  return (
    <Text size="sm" component="span" display="block" c="gray.8" data-testid={testId}>
      {lines.filter(Boolean).map((line, i) => (
        <Text key={i} component="span" display="block" inherit>
          {line}
        </Text>
      ))}
    </Text>
  );
}
