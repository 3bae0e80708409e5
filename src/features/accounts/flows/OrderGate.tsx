import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import type { TOrder } from '../../../../contracts/schemas/order';
import { subscriptionOf, type Subscription } from '../../../../machines/rules/subscription-actions';
import { AccountDataGate } from '../display/AccountDataGate';

export interface OrderInView {
  /** What the flow's machine is told (SUBSCRIPTION.FOUND); a new object only when the data changed. */
  subscription: Subscription;
  /** The order as the last lookup shows it: the refetch after an action updates it. */
  order: TOrder;
  lookup: TLookupSuccess;
}

/** The flow's order (?order=) once the customer data is there; a clear notice when there is none. */
export function OrderGate({ orderNumber, children }: { orderNumber: string | undefined; children: (view: OrderInView) => ReactNode }) {
  return <AccountDataGate>{(lookup) => <OrderOfLookup lookup={lookup} orderNumber={orderNumber} render={children} />}</AccountDataGate>;
}

function OrderOfLookup({ lookup, orderNumber, render }: { lookup: TLookupSuccess; orderNumber: string | undefined; render: (view: OrderInView) => ReactNode }) {
  const view = useMemo(() => {
    const order = orderNumber ? lookup.orders.find((o) => o.orderNumber === orderNumber) : undefined;
    const subscription = order && orderNumber ? subscriptionOf(lookup, orderNumber) : null;
    return order && subscription ? { order, subscription, lookup } : null;
  }, [lookup, orderNumber]);
  if (!view) {
    return (
      <Alert color="red" variant="outline" role="alert" data-testid="order-not-found">
        <Stack gap="xs" align="flex-start">
          <Text>
            <Trans>We could not find this subscription on your account.</Trans>
          </Text>
          <Anchor component={Link} to="/accounts/summary">
            <Trans>Back to Account Summary</Trans>
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return render(view);
}
