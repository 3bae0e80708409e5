import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { TCard } from '../../../../contracts/schemas/payment';
import type { ActionResult } from '../../../../machines/rules/account';
import type { PayableInvoice } from '../../../../machines/rules/billing';
import type { TPaymentResponse } from '../../../../contracts/schemas/billing';
import { ActionResultAlert } from '../ActionResultAlert';
import type { Formatters } from '../display/format';
import { StepButtons } from '../StepButtons';
import { CardSummary } from './CardSummary';

/** The choice of a new card among the cards on file. */
export const NEW_CARD = 'new';

/** The invoice being paid, above every step. */
export function InvoiceBeingPaid({ invoice, format }: { invoice: PayableInvoice; format: Formatters }) {
  const invoiceNumber = invoice.invoiceNumber;
  const accountNumber = invoice.accountNumber;
  const amount = format.money(invoice.amountDue);
  return (
    <Text fw={500} data-testid="invoice-being-paid">
      <Trans>
        Invoice {invoiceNumber} of account {accountNumber}: {amount}
      </Trans>
    </Text>
  );
}

/** A card on file of the invoice's account, or a new card. */
export function ChooseMethod({ cards, chosen, onCardOnFile, onNewCard, onBack }: {
  cards: TCard[];
  chosen: string | null;
  onCardOnFile: (cardProfileId: string) => void;
  onNewCard: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState<string>(chosen ?? cards[0]?.cardProfileId ?? NEW_CARD);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === NEW_CARD) onNewCard();
    else onCardOnFile(value);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group label={t`How would you like to pay?`} value={value} onChange={setValue}>
          <Stack gap="xs" mt="xs">
            {cards.map((card) => (
              <Radio key={card.cardProfileId} value={card.cardProfileId} label={<CardSummary card={card} />} />
            ))}
            <Radio value={NEW_CARD} label={t`A new card`} />
          </Stack>
        </Radio.Group>
        <StepButtons onBack={onBack} />
      </Stack>
    </form>
  );
}

/** The payment to confirm; after a failure the §8 message shows here and every choice stays. */
export function ReviewPayment({ invoice, card, autoRenewOptin, result, busy, format, onAutoRenew, onPay, onBack }: {
  invoice: PayableInvoice;
  card: TCard;
  autoRenewOptin: boolean;
  result: ActionResult | null;
  busy: boolean;
  format: Formatters;
  onAutoRenew: (optIn: boolean) => void;
  onPay: () => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const amount = format.money(invoice.amountDue);
  return (
    <Stack gap="md" data-testid="payment-review">
      <Text>
        <Trans>
          You are paying {amount} with your <CardSummary card={card} />.
        </Trans>
      </Text>
      <Checkbox
        label={t`Renew automatically with this card`}
        checked={autoRenewOptin}
        disabled={busy}
        onChange={(e) => onAutoRenew(e.currentTarget.checked)}
      />
      <ActionResultAlert category="Payment" result={result} success={null} />
      <StepButtons busy={busy} onBack={onBack} onNext={onPay}>
        <Trans>Pay {amount}</Trans>
      </StepButtons>
    </Stack>
  );
}

/** The payment-confirmation page (§3 confirmation page types). */
export function PaymentConfirmation({ invoice, card, payment, followUpResult, format, canPayAnother, onPayAnother }: {
  invoice: PayableInvoice;
  card: TCard;
  payment: TPaymentResponse | null;
  followUpResult: ActionResult | null;
  format: Formatters;
  canPayAnother: boolean;
  onPayAnother: () => void;
}) {
  const amount = format.money(invoice.amountDue);
  const invoiceNumber = invoice.invoiceNumber;
  const transactionNumber = payment?.transactionNumber ?? '';
  return (
    <Stack gap="md" data-page-type="payment-confirmation">
      <Alert color="green" role="status" data-testid="action-success">
        <Stack gap={4}>
          <Text fw={700} size="sm">
            <Trans>Thank you for your payment</Trans>
          </Text>
          <Text size="sm">
            <Trans>
              We received your payment of {amount} for invoice {invoiceNumber}.
            </Trans>
          </Text>
          <Text size="sm" data-testid="confirmation-transaction">
            <Trans>Transaction number: {transactionNumber}</Trans>
          </Text>
          <Text size="sm">
            <Trans>
              Paid with your <CardSummary card={card} />.
            </Trans>
          </Text>
        </Stack>
      </Alert>
      {payment?.holdReleased && <HoldReleased deliveryResumes={format.date(payment.holdReleased.deliveryResumes)} />}
      {payment?.renewed && <Renewed subscriptionEnd={format.date(payment.renewed.subscriptionEnd)} />}
      <ActionResultAlert
        category="Update Payment Method"
        result={followUpResult}
        success={<Trans>Your plan now renews with this card.</Trans>}
      />
      {followUpResult?.status === 'error' && (
        <Anchor component={Link} to="/accounts/wallet">
          <Trans>Update the card of your plan in your wallet</Trans>
        </Anchor>
      )}
      <Group>
        {canPayAnother && (
          <Button variant="default" onClick={onPayAnother}>
            <Trans>Pay another invoice</Trans>
          </Button>
        )}
        <Anchor component={Link} to="/accounts/summary">
          <Trans>Back to Account Summary</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** What else a payment did: a series held over its credit limit released, a renewal carried out. */
function PaymentOutcome({ testId, title, children }: { testId: string; title: ReactNode; children: ReactNode }) {
  return (
    <Alert color="green" role="status" data-testid={testId}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}

function HoldReleased({ deliveryResumes }: { deliveryResumes: string }) {
  return (
    <PaymentOutcome testId="hold-released" title={<Trans>Your hold is lifted</Trans>}>
      <Trans>Everything due is paid, so your series is active again. Delivery resumes with the next volume, shipping on {deliveryResumes}.</Trans>
    </PaymentOutcome>
  );
}

function Renewed({ subscriptionEnd }: { subscriptionEnd: string }) {
  return (
    <PaymentOutcome testId="renewed" title={<Trans>Your subscription is renewed</Trans>}>
      <Trans>It now runs until {subscriptionEnd}.</Trans>
    </PaymentOutcome>
  );
}
