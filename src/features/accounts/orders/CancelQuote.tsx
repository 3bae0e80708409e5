import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { TOrder } from '../../../../contracts/schemas/order';
import type { Formatters } from '../display/format';

/** What cancelling the order today gives back, and where, as the gateway quoted it (cancelQuote). */
export function CancelQuote({ order, format }: { order: TOrder; format: Formatters }) {
  const quote = order.cancelQuote;
  if (!quote) return null;
  const amount = format.money(quote.refundAmount);
  const due = format.money(order.amountDue ?? 0);
  const refunds = quote.refundAmount > 0;
  return (
    <Alert color="blue.9" variant="outline" title={<Trans>What canceling refunds</Trans>} data-testid="cancel-quote">
      <Stack gap={4}>
        {refunds && (
          <Text size="sm">
            {quote.refundTo === 'card' && <Trans>Canceling today refunds {amount} to the card you paid with.</Trans>}
            {quote.refundTo === 'storeCredit' && <Trans>Canceling today refunds {amount} to your store credit, for your next order.</Trans>}
            {/* Paid otherwise than by card (a cheque): an agent makes the refund. */}
            {quote.refundTo === 'none' && <Trans>Canceling today refunds {amount}; customer service pays it back to you.</Trans>}
          </Text>
        )}
        {quote.voidsOpenInvoice && (
          <Text size="sm">
            <Trans>Your open invoice of {due} is canceled with the subscription: you will not owe it.</Trans>
          </Text>
        )}
        {!refunds && !quote.voidsOpenInvoice && (
          <Text size="sm">
            <Trans>Canceling today refunds nothing: no paid time is left to refund.</Trans>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
