import type { TCarrier } from '../schemas/order';

/**
 * §4 Carrier tracking: UPS, USPS and FedEx have tracking URL prefixes, the others none. The spec
 * does not show the prefixes: these are the carriers' public tracking pages.
 */
export const CARRIER_TRACKING_URL_PREFIXES: Readonly<Partial<Record<TCarrier, string>>> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
};

/** The tracking link of a shipment, or undefined when the carrier has no tracking page. */
export function trackingUrl(carrier: TCarrier | undefined, trackingNumber: string | undefined): string | undefined {
  if (!carrier || !trackingNumber) return undefined;
  const prefix = CARRIER_TRACKING_URL_PREFIXES[carrier];
  return prefix ? prefix + encodeURIComponent(trackingNumber) : undefined;
}
