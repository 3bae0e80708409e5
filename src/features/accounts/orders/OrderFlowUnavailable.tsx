import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { orderRefusalMessages } from './messages';

/** Why the order flow is not offered for this order. */
export function OrderFlowUnavailable({ refusal }: { refusal: keyof typeof orderRefusalMessages }) {
  const { i18n } = useLingui();
  return (
    <Alert color="yellow" variant="outline" role="alert" data-testid="flow-unavailable">
      {i18n._(orderRefusalMessages[refusal])}
    </Alert>
  );
}
