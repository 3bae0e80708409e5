import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { TPaymentMethod } from '../../../../contracts/schemas/payment';
import type { CardUpdateRefusal } from '../../../../machines/rules/billing';
import { AssociatedAccounts } from './AssociatedAccounts';
import { CardSummary } from './CardSummary';
import { cardUpdateRefusals } from './messages';

/**
 * One payment method of the wallet (§3 Payment): the card, a card that needs attention in danger
 * with what to do, the accounts it pays for, and Update card when the flow offers it.
 */
export function PaymentMethodCard({ method, refusal, onUpdate }: { method: TPaymentMethod; refusal: CardUpdateRefusal | null; onUpdate?: (() => void) | undefined }) {
  const { t, i18n } = useLingui();
  const headingId = `card-${method.cardProfileId}`;
  const brand = method.creditCardType;
  const lastFour = method.creditCardLastFour;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid="payment-method" data-last-four={lastFour}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>
            {brand} ending in {lastFour}
          </Trans>
        </Title>
        <Text>
          <CardSummary card={method} />
          {method.nameOnCard ? ` · ${method.nameOnCard}` : ''}
        </Text>
        {method.needsAttention && (
          <Alert color="red.9" variant="outline" role="alert" title={t`Payment method needs updated`} data-testid="needs-attention">
            <Trans>This card has expired or was declined. Update it so that your subscriptions keep running.</Trans>
          </Alert>
        )}
        <div>
          <Text fw={600} size="sm">
            <Trans>Pays for</Trans>
          </Text>
          <AssociatedAccounts accounts={method.associatedAccounts} testId="associated-accounts" />
        </div>
        {refusal ? (
          <Text size="sm" c="gray.7">
            {i18n._(cardUpdateRefusals[refusal])}
          </Text>
        ) : (
          onUpdate && (
            <div>
              <Button variant={method.needsAttention ? 'filled' : 'default'} onClick={onUpdate} aria-label={t`Update card ending in ${lastFour}`}>
                <Trans>Update card</Trans>
              </Button>
            </div>
          )
        )}
      </Stack>
    </Card>
  );
}
