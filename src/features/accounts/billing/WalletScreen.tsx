import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import { cardUpdateRefusal, cardUpdateTarget } from '../../../../machines/rules/billing';
import { cardUpdateMachine } from '../../../../machines/flows/card-update.machine';
import { PageIntro } from '../../../app/shell/PageIntro';
import { ActionResultAlert } from '../ActionResultAlert';
import { AccountDataGate } from '../display/AccountDataGate';
import { PROGRESS_STEPS, ProgressSteps } from '../ProgressSteps';
import { StepButtons } from '../StepButtons';
import { useStepFocus } from '../use-step-focus';
import { CardForm } from './CardForm';
import { AssociatedAccounts } from './AssociatedAccounts';
import { CardSummary } from './CardSummary';
import { PaymentMethodCard } from './PaymentMethodCard';
import { useBillingCycle } from './use-billing-flow';

const CARD_STEPS = PROGRESS_STEPS.filter((s) => s !== 'effectiveDates');

/**
 * §2 /accounts/wallet: the payment methods with the accounts they pay for; a card that needs
 * attention in danger; Update card runs the card update (machines/flows/card-update.machine.ts).
 */
export default function WalletScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Wallet`} />
      <AccountDataGate>{(lookup) => <Wallet lookup={lookup} />}</AccountDataGate>
    </>
  );
}

function Wallet({ lookup }: { lookup: TLookupSuccess }) {
  const actor = useActorRef(cardUpdateMachine.provide({ actors: { actionCycle: useBillingCycle() } }));
  const state = useSelector(actor, (s) => s);
  const { target, card, result } = state.context;
  const busy = state.hasTag('busy');
  const step = CARD_STEPS.find((s) => state.hasTag(s));
  const listing = state.matches('choosingMethod') || state.matches('saved');
  // Saving shows the review, so it is the review's step for the focus.
  const heading = useStepFocus(state.matches('saving') ? 'reviewing' : typeof state.value === 'string' ? state.value : null);

  return (
    <Stack gap="md">
      {!state.matches('choosingMethod') && step && <ProgressSteps current={step} steps={CARD_STEPS} />}
      {state.matches('saved') && (
        <Title order={2} size="h4" tabIndex={-1} ref={heading}>
          <Trans>Confirmation</Trans>
        </Title>
      )}
      {state.matches('saved') && (
        <ActionResultAlert category="Card Update" result={result} success={<Trans>Your card was updated. The accounts it pays for now use your new card.</Trans>} />
      )}
      {state.matches('saved') && (
        <div>
          <Button variant="default" onClick={() => actor.send({ type: 'CARD.DONE' })}>
            <Trans>Back to Wallet</Trans>
          </Button>
        </div>
      )}
      {listing && (
        <Title order={2} size="h4" tabIndex={-1} ref={state.matches('choosingMethod') ? heading : undefined}>
          <Trans>Your payment methods</Trans>
        </Title>
      )}
      {listing &&
        (lookup.paymentMethods.length === 0 ? (
          <Text data-testid="no-payment-methods">
            <Trans>You have no payment methods on file. A card you pay with is kept here.</Trans>
          </Text>
        ) : (
          lookup.paymentMethods.map((method) => {
            const methodTarget = cardUpdateTarget(lookup, method);
            return (
              <PaymentMethodCard
                key={method.cardProfileId}
                method={method}
                refusal={cardUpdateRefusal(methodTarget)}
                onUpdate={state.matches('choosingMethod') ? () => actor.send({ type: 'CARD.CHOOSE', target: methodTarget }) : undefined}
              />
            );
          })
        ))}
      {target && !listing && (
        <Title order={2} size="h4" tabIndex={-1} ref={heading} data-testid="card-being-replaced">
          <Trans>
            Replacing your <CardSummary card={target.oldCard} />
          </Trans>
        </Title>
      )}
      {state.matches('enteringCard') && (
        <CardForm initial={card} onCaptured={(captured) => actor.send({ type: 'CARD.CAPTURED', card: captured })} onBack={() => actor.send({ type: 'CARD.BACK' })} />
      )}
      {target && card && (state.matches('reviewing') || busy) && (
        <Stack gap="md" data-testid="card-review">
          <Text>
            <Trans>
              Your new card: <CardSummary card={card} />. It will pay for:
            </Trans>
          </Text>
          <AssociatedAccounts accounts={target.accounts} />
          <ActionResultAlert category="Card Update" result={result} success={null} />
          <Group>
            <StepButtons busy={busy} onBack={() => actor.send({ type: 'CARD.BACK' })} onNext={() => actor.send({ type: 'CARD.SAVE' })}>
              <Trans>Save card</Trans>
            </StepButtons>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
