import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { trackingUrl } from '../../../../contracts/reference/carriers';
import type { TOrderItem } from '../../../../contracts/schemas/order';
import { CARRIER_NAMES } from './carrier-names';
import type { Formatters } from './format';

/** Where an item ships: the recipient's name where given, and the ship-to account. */
function ShipTo({ item }: { item: TOrderItem }) {
  const account = item.shipToAccountNumber;
  const name = item.recipientName;
  return (
    <Text size="sm" c="gray.7">
      {name ? (
        <Trans>
          Ship to {name}, account {account}
        </Trans>
      ) : (
        <Trans>Ship to account {account}</Trans>
      )}
    </Text>
  );
}

/**
 * The shipment of an item (§4 Carrier tracking): UPS, USPS and FedEx link to their public tracking
 * page; the other carriers show the carrier and number as text.
 */
function Shipment({ item }: { item: TOrderItem }) {
  const { i18n } = useLingui();
  const { trackingNumber } = item;
  if (!item.carrier || !trackingNumber) return null;
  const url = trackingUrl(item.carrier, trackingNumber);
  const carrier = i18n._(CARRIER_NAMES[item.carrier]);
  return (
    <Text size="sm">
      {url ? (
        // The carrier's page opens in a new tab, so the portal (and its session) stays where it was.
        <Anchor href={url} data-carrier={item.carrier} target="_blank" rel="noopener noreferrer">
          <Trans>
            Track {carrier} shipment {trackingNumber}
          </Trans>{' '}
          <VisuallyHidden>
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </Anchor>
      ) : (
        <Trans>
          Shipped by {carrier}, tracking number {trackingNumber}
        </Trans>
      )}
    </Text>
  );
}

/** An order's items: description and value, ship-to and tracking. */
export function OrderItems({ items, format }: { items: readonly TOrderItem[]; format: Formatters }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.1rem' }}>
      {items.map((item, i) => (
        <li key={i}>
          <Text size="sm" fw={500}>
            {format.name(item.productDesc)} – {format.money(item.itemValue)}
          </Text>
          <ShipTo item={item} />
          <Shipment item={item} />
        </li>
      ))}
    </ul>
  );
}
