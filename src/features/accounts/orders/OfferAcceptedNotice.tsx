import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RetentionOfferOutput } from '../../../../machines/flows/retention-offer.machine';

/** An accepted retention offer: what it added, and its invoice when it has a price. */
export function OfferAcceptedNotice({ outcome }: { outcome: RetentionOfferOutput }) {
  const issues = outcome.accepted?.extendedByIssues ?? 0;
  const invoiceNumber = outcome.accepted?.invoiceNumber;
  const title = outcome.offer?.title ?? '';
  return (
    <Alert color="green" role="status" data-testid="offer-accepted">
      <Stack gap={4}>
        <Text fw={500}>
          <Trans>Thank you for staying with us. You accepted the offer “{title}”.</Trans>
        </Text>
        {issues > 0 && (
          <Text>
            <Trans>{issues} issues were added to your subscription.</Trans>
          </Text>
        )}
        {invoiceNumber && (
          <Text>
            <Trans>Its invoice {invoiceNumber} is waiting for you under</Trans>{' '}
            <Anchor component={Link} to="/accounts/payment" underline="always">
              <Trans>Make a Payment</Trans>
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
