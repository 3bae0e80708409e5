import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { StoreCreditRefundRef } from '../../../../machines/flows/store-credit-refund.machine';
import { ActionResultAlert } from '../ActionResultAlert';
import { newIdempotencyKey } from './use-order-flow';

/** The refund to store credit after a Resin cancel: its progress, or its §8 failure with a retry. */
export function StoreCreditRefundProgress({ actor }: { actor: StoreCreditRefundRef }) {
  const state = useSelector(actor, (s) => s);
  if (state.matches('failed')) {
    return (
      <Stack gap="sm">
        <Text>
          <Trans>Your subscription is canceled, but its refund could not be added to your store credit yet.</Trans>
        </Text>
        <ActionResultAlert category="Store Credit Refund" result={state.context.result} success={null} />
        <Group>
          <Button onClick={() => actor.send({ type: 'REFUND.RETRY', idempotencyKey: newIdempotencyKey() })}>
            <Trans>Try the refund again</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Alert role="status">
      <Trans>Your subscription is canceled. Adding the refund to your store credit...</Trans>
    </Alert>
  );
}
