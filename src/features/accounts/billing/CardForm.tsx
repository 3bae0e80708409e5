import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { fromPromise } from 'xstate';
import type { TCard } from '../../../../contracts/schemas/payment';
import { cardCaptureMachine, type CardDetails, type CardErrors, type FocusField } from '../../../../machines/flows/card-capture.machine';
import { usePortalConfig } from '../../../app/config-context';
import { StepButtons } from '../StepButtons';
import { captureCard, loadPaymentCapture } from './capture';
import { captureUnavailable, cardFieldErrors, nameLooksLikeCardNumber } from './messages';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEARS_AHEAD = 15;

/**
 * A new card, the machine machines/flows/card-capture.machine.ts. The number and security code are uncontrolled inputs: they are read once, when the
 * capture script tokenises the card, and never enter React state, the flow's machine, a log or a
 * request (ARCHITECTURE §5). A card the script refuses shows which field is wrong (an expiry
 * marks both month and year), sends nothing and focuses the first wrong field; what was typed
 * stays in the fields.
 */
export function CardForm({ initial, onCaptured, onBack, submitLabel }: { initial: TCard | null; onCaptured: (card: TCard) => void; onBack: () => void; submitLabel?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { clientConfig } = usePortalConfig();
  const number = useRef<HTMLInputElement>(null);
  const securityCode = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const monthSelect = useRef<HTMLSelectElement>(null);
  const [name, setName] = useState(initial?.nameOnCard ?? '');
  const [month, setMonth] = useState(initial?.creditCardExpireMonth ?? '');
  const [year, setYear] = useState(initial?.creditCardExpireYear ?? '');
  const handOver = useRef(onCaptured);
  useEffect(() => {
    handOver.current = onCaptured;
  }, [onCaptured]);
  const fields: Record<FocusField, RefObject<HTMLInputElement | HTMLSelectElement | null>> = { name: nameInput, number, expiry: monthSelect, securityCode };
  const actor = useActorRef(
    cardCaptureMachine.provide({
      actors: {
        // The number and security code are read here, at the moment of capture, and go to the script alone.
        tokeniseCard: fromPromise(({ input }: { input: CardDetails }) =>
          captureCard(
            clientConfig.paymentCaptureUrl,
            { number: number.current?.value ?? '', securityCode: securityCode.current?.value ?? '', expiryMonth: input.expiryMonth, expiryYear: input.expiryYear },
            input.nameOnCard,
          ),
        ),
      },
      actions: {
        'hand over card': (_, { card }) => handOver.current(card),
        'focus field': (_, { field }) => fields[field].current?.focus(),
      },
    }),
    { input: { initial: { nameOnCard: name, expiryMonth: month, expiryYear: year } } },
  );
  const capturing = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useSelector(actor, (s) => s.context.refused);
  const nameRefused = useSelector(actor, (s) => s.matches({ entering: 'nameRefused' }));
  const unavailable = useSelector(actor, (s) => s.matches({ entering: 'unavailable' }));
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i));

  // The capture script loads with this form, not with every page: ready by the time the card is typed.
  // A failure here is shown on submit, when captureCard tries again.
  useEffect(() => {
    loadPaymentCapture(clientConfig.paymentCaptureUrl).catch(() => undefined);
  }, [clientConfig.paymentCaptureUrl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'CARD.SUBMIT', nameOnCard: name, expiryMonth: month, expiryYear: year });
  };
  const fieldError = (field: keyof CardErrors) => (errors[field] ? i18n._(cardFieldErrors[field]) : undefined);

  return (
    <form noValidate onSubmit={submit} data-testid="card-form">
      <Stack gap="sm" maw={420}>
        <Text size="sm" c="gray.7">
          <Trans>Your card number and security code are checked in your browser and never stored by us.</Trans>
        </Text>
        {unavailable && (
          <Alert color="red" role="alert">
            {i18n._(captureUnavailable)}
          </Alert>
        )}
        <TextInput ref={nameInput} label={t`Name on card`} autoComplete="cc-name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameRefused ? i18n._(nameLooksLikeCardNumber) : undefined} />
        <TextInput ref={number} label={t`Card number`} autoComplete="cc-number" inputMode="numeric" required error={fieldError('number')} />
        <Group grow align="flex-start">
          <NativeSelect
            ref={monthSelect}
            label={t`Expiry month`}
            required
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            data={[{ value: '', label: t`Month` }, ...MONTHS]}
            error={fieldError('expiry')}
          />
          {/* The message shows once, under the month; the year is marked invalid with it. */}
          <NativeSelect
            label={t`Expiry year`}
            required
            value={year}
            onChange={(e) => setYear(e.currentTarget.value)}
            data={[{ value: '', label: t`Year` }, ...years]}
            error={Boolean(errors.expiry)}
          />
        </Group>
        <TextInput ref={securityCode} label={t`Security code`} autoComplete="cc-csc" inputMode="numeric" maxLength={4} required error={fieldError('securityCode')} w={160} />
        <StepButtons busy={capturing} onBack={onBack}>
          {submitLabel}
        </StepButtons>
      </Stack>
    </form>
  );
}
