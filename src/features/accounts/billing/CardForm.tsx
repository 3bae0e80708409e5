import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CARD_NUMBER_PATTERN, type TCard } from '../../../../contracts/schemas/payment';
import { usePortalConfig } from '../../../app/config-context';
import { StepButtons } from '../StepButtons';
import { CardRejected, captureCard, loadPaymentCapture, type CardErrors } from './capture';
import { captureUnavailable, cardFieldErrors, nameLooksLikeCardNumber } from './messages';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const YEARS_AHEAD = 15;

/**
 * A new card. The number and security code are uncontrolled inputs: they are read once, when the
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
  const [errors, setErrors] = useState<CardErrors>({});
  const [nameRefused, setNameRefused] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(thisYear + i));

  // The capture script loads with this form, not with every page: ready by the time the card is typed.
  // A failure here is shown on submit, when captureCard tries again.
  useEffect(() => {
    loadPaymentCapture(clientConfig.paymentCaptureUrl).catch(() => undefined);
  }, [clientConfig.paymentCaptureUrl]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (capturing) return;
    // A card number typed into the name would travel with the card: it is refused here, unsent.
    setNameRefused(CARD_NUMBER_PATTERN.test(name));
    if (CARD_NUMBER_PATTERN.test(name)) {
      nameInput.current?.focus();
      return;
    }
    setCapturing(true);
    setUnavailable(false);
    try {
      const entry = { number: number.current?.value ?? '', securityCode: securityCode.current?.value ?? '', expiryMonth: month, expiryYear: year };
      const card = await captureCard(clientConfig.paymentCaptureUrl, entry, name);
      setErrors({});
      onCaptured(card);
    } catch (error) {
      if (error instanceof CardRejected) {
        setErrors(error.errors);
        firstInvalid(error.errors)?.focus();
      } else setUnavailable(true);
    } finally {
      setCapturing(false);
    }
  };
  const fieldError = (field: keyof CardErrors) => (errors[field] ? i18n._(cardFieldErrors[field]) : undefined);
  // In the order of the form.
  const firstInvalid = (refused: CardErrors) =>
    refused.number ? number.current : refused.expiry ? monthSelect.current : refused.securityCode ? securityCode.current : null;

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
