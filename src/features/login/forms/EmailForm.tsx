import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { emailFormErrors, type TEmailForm } from '../../../../contracts/validation/sign-in-forms';
import { usePortalConfig } from '../../../app/config-context';
import { BotCheck } from '../../bot-check/BotCheck';
import { useFieldProps } from '../../forms/field-props';
import type { GuestFormProps } from './guest-form';
import { PostalCodeField } from './PostalCodeField';

/** §2 Email form: email and postalCode. */
export function EmailForm({ submit, authenticating, botCheckRequired, idPrefix }: GuestFormProps) {
  const { t } = useLingui();
  const withBotCheck = usePortalConfig().adminConfig.SignIn.RecaptchaEnabled || botCheckRequired;
  const [botCheck, setBotCheck] = useState('');
  const form = useForm<TEmailForm>({
    mode: 'controlled',
    initialValues: { email: '', postalCode: '' },
    validate: emailFormErrors,
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        submit({ method: 'EmailPostalCode', email: values.email, postalCode: values.postalCode }, botCheck || undefined);
        setBotCheck('');
      })}
    >
      <Stack gap="sm">
        <TextInput id={`${idPrefix}-email`} type="email" label={t`Email`} autoComplete="email" required {...field('email')} />
        <PostalCodeField form={form} idPrefix={idPrefix} />
        {withBotCheck && <BotCheck solution={botCheck} onSolved={setBotCheck} />}
        <Button type="submit" loading={authenticating} disabled={withBotCheck && !botCheck}>
          <Trans>Find Your Account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
