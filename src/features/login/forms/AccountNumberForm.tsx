import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCallback } from 'react';
import { EMAIL_OPT_IN_DEFAULT } from '../../../../contracts/constants';
import { NO_POSTAL_CODE_PLACEHOLDER } from '../../../../contracts/reference/postalCodes';
import { accountNumberFormErrors, type TAccountNumberForm } from '../../../../contracts/validation/sign-in-forms';
import { ConfiguredHtml } from '../../../app/ConfiguredHtml';
import { useConfiguredText, usePortalConfig } from '../../../app/config-context';
import { BotCheck } from '../../bot-check/BotCheck';
import { useFieldProps } from '../../forms/field-props';
import { FindAccountHelp } from '../FindAccountHelp';
import type { GuestFormProps } from './guest-form';
import { PostalCodeField } from './PostalCodeField';

/** §2 Account number form: accountNumber and postalCode, optional captureEmail with opt-in, help, bot check. */
export function AccountNumberForm({ submit, authenticating, botCheckRequired, idPrefix }: GuestFormProps) {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { CaptureEmail, EmailOptInText, FindAccountHelpImage } = adminConfig.SignIn;
  const withBotCheck = adminConfig.SignIn.RecaptchaEnabled || botCheckRequired;
  const validate = useCallback((values: TAccountNumberForm) => accountNumberFormErrors(values, { recaptchaEnabled: withBotCheck }), [withBotCheck]);
  const form = useForm<TAccountNumberForm>({
    mode: 'controlled',
    initialValues: { accountNumber: '', postalCode: '', captureEmail: '', emailOptIn: EMAIL_OPT_IN_DEFAULT, recaptchaToken: '', lastName: '' },
    validate,
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const passed = !withBotCheck || Boolean(form.values.recaptchaToken);
  const noPostalCode = form.values.postalCode.trim() === NO_POSTAL_CODE_PLACEHOLDER;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        submit(
          {
            method: 'AccountNumberPostalCode',
            accountNumber: values.accountNumber,
            postalCode: values.postalCode,
            ...(noPostalCode && values.lastName ? { lastName: values.lastName } : {}),
            ...(CaptureEmail && values.captureEmail ? { captureEmail: values.captureEmail, emailOptIn: values.emailOptIn ?? EMAIL_OPT_IN_DEFAULT } : {}),
          },
          values.recaptchaToken || undefined,
        );
        // A solved challenge is good for one lookup: the next attempt solves a new one.
        if (withBotCheck) form.setFieldValue('recaptchaToken', '');
      })}
    >
      <Stack gap="sm">
        <TextInput id={`${idPrefix}-accountNumber`} label={t`Account Number`} inputMode="numeric" autoComplete="off" required {...field('accountNumber')} />
        {FindAccountHelpImage && <FindAccountHelp image={FindAccountHelpImage} />}
        <PostalCodeField form={form} idPrefix={idPrefix} />
        {noPostalCode && (
          <TextInput
            id={`${idPrefix}-lastName`}
            label={t`Last Name`}
            description={t`Without a postal code, the last name on the account confirms it is yours.`}
            autoComplete="family-name"
            required
            {...field('lastName')}
          />
        )}
        {CaptureEmail && (
          <>
            <TextInput id={`${idPrefix}-captureEmail`} type="email" label={t`Email (optional)`} autoComplete="email" {...field('captureEmail')} />
            <Checkbox
              id={`${idPrefix}-emailOptIn`}
              label={<ConfiguredHtml component="span" html={text(EmailOptInText)} />}
              {...field('emailOptIn', { type: 'checkbox' })}
            />
          </>
        )}
        {withBotCheck && (
          <BotCheck solution={form.values.recaptchaToken ?? ''} onSolved={(solution) => form.setFieldValue('recaptchaToken', solution)} />
        )}
        <Button type="submit" loading={authenticating} disabled={!passed}>
          <Trans>Find Your Account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
