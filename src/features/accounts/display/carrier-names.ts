import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TCarrier } from '../../../../contracts/schemas/order';

/**
 * §4 carriers in the reader's language (issue 17 item 1): the order data names a carrier by its
 * code ('Canada Post'), a French page says 'Postes Canada'. Brand names that are the same in both
 * languages (UPS, FedEx, DHL...) are listed in src/i18n/intentionally-identical.ts.
 */
export const CARRIER_NAMES: Readonly<Record<TCarrier, MessageDescriptor>> = {
  UPS: msg({ message: 'UPS', comment: 'Carrier brand name' }),
  USPS: msg({ message: 'USPS', comment: 'Carrier brand name' }),
  FedEx: msg({ message: 'FedEx', comment: 'Carrier brand name' }),
  Airborne: msg({ message: 'Airborne', comment: 'Carrier brand name' }),
  'Canada Post': msg({ message: 'Canada Post', comment: 'Carrier: the Canadian postal service' }),
  'LTL/Over the Road': msg({ message: 'LTL/Over the Road', comment: 'Carrier: a freight truck (less than truckload)' }),
  DHL: msg({ message: 'DHL', comment: 'Carrier brand name' }),
  'Unknown/Not Specified': msg({ message: 'an unspecified carrier', comment: 'Carrier not known: reads inside "Shipped by …"' }),
};
