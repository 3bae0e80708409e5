import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { CUSTOMER_SERVICE_REPLY_BUSINESS_DAYS } from '../../../../contracts/constants';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import type { TOrder } from '../../../../contracts/schemas/order';
import type { CancelConfirmationType } from '../../../../machines/rules/orders';
import type { Formatters } from '../display/format';

/**
 * The §4 confirmation page of a completed cancel, by type: the plain one, a bill-me-later order
 * whose open invoice was cancelled (SERV-credit-cancel), a paid order refunded to the card
 * (SERV-paid-cancel), a Resin order refunded to store credit (Resin-paid-cancel).
 */
export function CancelConfirmation({
  type,
  order,
  refund,
  customer,
  format,
}: {
  type: CancelConfirmationType;
  /** The order as it was when the cancel was asked for: its quote says what was refunded. */
  order: TOrder;
  refund: { refundAmount: number } | null;
  /** The customer after the refetch: the store-credit balance now. */
  customer: TCustomer | null;
  format: Formatters;
}) {
  const name = format.name(order.subscriptionName);
  const shop = order.systemCode === 'EHUB';
  const { orderNumber } = order;
  const quoted = format.money(order.cancelQuote?.refundAmount ?? 0);
  const credited = format.money(refund?.refundAmount ?? order.cancelQuote?.refundAmount ?? 0);
  const due = format.money(order.amountDue ?? 0);
  const balance = customer?.storeCreditBalance !== undefined ? format.money(customer.storeCreditBalance) : null;
  return (
    <Alert color="green" role="status" data-testid="cancel-confirmation" data-page-type={type}>
      <Stack gap={4}>
        <Title order={3} size="h4">
          {shop ? <Trans>Your order is canceled</Trans> : <Trans>Your subscription is canceled</Trans>}
        </Title>
        <Text>{shop ? <Trans>Order {orderNumber} is canceled: nothing of it will be shipped.</Trans> : <Trans>{name} is canceled.</Trans>}</Text>
        {type === 'SERV-credit-cancel' && (
          <Text>
            <Trans>Its open invoice of {due} is canceled too: you owe nothing for it.</Trans>
          </Text>
        )}
        {type === 'SERV-paid-cancel' && (
          <Text>
            <Trans>{quoted} will be refunded to the card you paid with.</Trans>
          </Text>
        )}
        {type === 'Resin-paid-cancel' && (
          <Text data-testid="store-credit-refund">
            <Trans>{credited} was added to your store credit.</Trans>
          </Text>
        )}
        {type === 'Resin-paid-cancel' && balance && (
          <Text data-testid="store-credit-balance">
            <Trans>Your store credit is now {balance}.</Trans>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** §4: a cancel with refundType R that failed was sent to customer service instead of an error. */
export function SentToCustomerService() {
  const days = CUSTOMER_SERVICE_REPLY_BUSINESS_DAYS;
  return (
    <Alert color="green" role="status" data-testid="cancel-sent-to-customer-service">
      <Stack gap={4}>
        <Title order={3} size="h4">
          <Trans>Your request was sent to customer service</Trans>
        </Title>
        <Text>
          <Trans>
            We could not complete this cancellation and its refund online, so we sent your request to customer service. They will
            complete it and reply, normally within {days} business days.
          </Trans>
        </Text>
      </Stack>
    </Alert>
  );
}
