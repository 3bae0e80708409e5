import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { FlowTitle, PageIntro } from '../../../app/shell/PageIntro';
import { refusalMessages } from './messages';
import { OrderGate, type OrderInView } from './OrderGate';

/** A subscription flow's screen: its title, then the flow once the order (?order=) is found. */
export function OrderFlowScreen({ title, orderNumber, children }: { title: string; orderNumber: string | undefined; children: (view: OrderInView) => ReactNode }) {
  return (
    <>
      <PageIntro title={title} />
      <FlowTitle title={title} />
      <OrderGate orderNumber={orderNumber}>{children}</OrderGate>
    </>
  );
}

/** Why the flow is not offered for this order. */
export function FlowUnavailable({ refusal }: { refusal: keyof typeof refusalMessages }) {
  const { i18n } = useLingui();
  return (
    <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
      {i18n._(refusalMessages[refusal])}
    </Alert>
  );
}
