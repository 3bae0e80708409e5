import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import { cardsForInvoice, invoiceOfOrder, paidInvoices, payableInvoices, type PayableInvoice } from '../../../../machines/rules/billing';
import { paymentMachine } from '../../../../machines/flows/payment.machine';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import { PageIntro } from '../../../app/shell/PageIntro';
import { AccountDataGate } from '../display/AccountDataGate';
import { useFormatters } from '../display/format';
import { PROGRESS_STEPS, ProgressSteps } from '../ProgressSteps';
import { useStepFocus } from '../use-step-focus';
import { CardForm } from './CardForm';
import { OpenInvoices, PaidInvoices } from './InvoiceTables';
import { ChooseMethod, InvoiceBeingPaid, NEW_CARD, PaymentConfirmation, ReviewPayment } from './PaymentSteps';
import { localToday, newIdempotencyKey, useBillingCycle } from './use-billing-flow';

const route = getRouteApi('/accounts/payment');
const PAYMENT_STEPS = PROGRESS_STEPS.filter((s) => s !== 'effectiveDates');

/**
 * §2 /accounts/payment (Make a Payment): the open invoices with their Pay buttons, then the
 * payment flow (machines/flows/payment.machine.ts). A Pay Now link names the order (?order=), whose
 * invoice is chosen at once; ?account= names the account the link was for.
 */
export default function PaymentScreen() {
  const { t } = useLingui();
  const { order, invoice } = route.useSearch();
  return (
    <>
      <PageIntro title={t`Make a Payment`} />
      <AccountDataGate>{(lookup) => <PaymentFlow lookup={lookup} orderNumber={order} invoiceNumber={invoice} />}</AccountDataGate>
    </>
  );
}

function PaymentFlow({ lookup, orderNumber, invoiceNumber }: { lookup: TLookupSuccess; orderNumber: string | undefined; invoiceNumber: string | undefined }) {
  const format = useFormatters(lookup);
  const actor = useActorRef(paymentMachine.provide({ actors: { actionCycle: useBillingCycle() } }), { input: { today: localToday() } });
  const state = useSelector(actor, (s) => s);
  const { invoice, cardsOnFile, method, autoRenewOptin, result, payment, followUpResult, today } = state.context;
  const open = useMemo(() => payableInvoices(lookup), [lookup]);
  const paid = useMemo(() => paidInvoices(lookup), [lookup]);
  const choose = (chosen: PayableInvoice) => actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: chosen, cardsOnFile: cardsForInvoice(lookup, chosen, today) });

  // A Pay Now link chooses its order's invoice, once; a named invoice (a renewal's bill, just made)
  // is waited for until the refetched lookup shows it.
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current) return;
    const target = invoiceOfOrder(open, orderNumber, invoiceNumber);
    if (target && invoiceNumber && target.invoiceNumber !== invoiceNumber) return;
    if (!target && invoiceNumber) return;
    linked.current = true;
    if (target) actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: target, cardsOnFile: cardsForInvoice(lookup, target, today) });
  }, [actor, open, orderNumber, invoiceNumber, lookup, today]);

  const step = PAYMENT_STEPS.find((s) => state.hasTag(s));
  const busy = state.hasTag('busy');
  const back = () => actor.send({ type: 'PAYMENT.BACK' });
  const heading = useStepFocus(stepKeyOf(state.value));

  return (
    <Stack gap="md">
      {step && <ProgressSteps current={step} steps={PAYMENT_STEPS} />}
      {state.matches('choosingInvoice') && (
        <>
          <Title order={2} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Choose an invoice to pay</Trans>
          </Title>
          <OpenInvoices invoices={open} format={format} onPay={choose} />
          <PaidInvoices invoices={paid} format={format} />
        </>
      )}
      {invoice && !state.matches('choosingInvoice') && !state.matches('paid') && <InvoiceBeingPaid invoice={invoice} format={format} />}
      {state.matches('choosingMethod') && (
        <Title order={2} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Choose how to pay</Trans>
        </Title>
      )}
      {state.matches('choosingMethod') && (
        <ChooseMethod
          cards={cardsOnFile}
          chosen={method ? (method.source === 'onFile' ? method.card.cardProfileId : NEW_CARD) : null}
          onCardOnFile={(cardProfileId) => actor.send({ type: 'PAYMENT.USE_CARD_ON_FILE', cardProfileId })}
          onNewCard={() => actor.send({ type: 'PAYMENT.USE_NEW_CARD' })}
          onBack={back}
        />
      )}
      {state.matches('enteringCard') && (
        <>
          <Title order={2} size="h4" tabIndex={-1} ref={heading}>
            <Trans>Your new card</Trans>
          </Title>
          <CardForm initial={method?.source === 'new' ? method.card : null} onCaptured={(card) => actor.send({ type: 'PAYMENT.CARD_CAPTURED', card })} onBack={back} />
        </>
      )}
      {(state.matches('updatingPaymentMethod') || (state.matches('paid') && invoice && method)) && (
        <Title order={2} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Confirmation</Trans>
        </Title>
      )}
      {state.matches('updatingPaymentMethod') && (
        <BusyNotice>
          <Trans>Payment received. Your plan is moving to this card…</Trans>
        </BusyNotice>
      )}
      {invoice && method && (state.matches('reviewing') || state.matches('paying')) && (
        <Title order={2} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Review and confirm</Trans>
        </Title>
      )}
      {invoice && method && (state.matches('reviewing') || state.matches('paying')) && (
        <ReviewPayment
          invoice={invoice}
          card={method.card}
          autoRenewOptin={autoRenewOptin}
          result={result}
          busy={busy}
          format={format}
          onAutoRenew={(optIn) => actor.send({ type: 'PAYMENT.AUTO_RENEW', optIn })}
          onPay={() => actor.send({ type: 'PAYMENT.PAY', idempotencyKey: newIdempotencyKey() })}
          onBack={back}
        />
      )}
      {state.matches('paid') && invoice && method && (
        <PaymentConfirmation
          invoice={invoice}
          card={method.card}
          payment={payment}
          followUpResult={followUpResult}
          format={format}
          canPayAnother={open.length > 0}
          onPayAnother={() => actor.send({ type: 'PAYMENT.RESTART' })}
        />
      )}
    </Stack>
  );
}

/** For the focus, a busy state belongs to the step it shows: paying to the review, updating the card to the confirmation. */
const SAME_STEP_AS: Partial<Record<string, string>> = { paying: 'reviewing', updatingPaymentMethod: 'paid' };
const stepKeyOf = (value: unknown) => (typeof value === 'string' ? (SAME_STEP_AS[value] ?? value) : null);
