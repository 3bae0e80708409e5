import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { hasPostalCodes } from '../../../../contracts/reference/postalCodes';
import { nameAddressFormErrors, type TNameAddressForm } from '../../../../contracts/validation/sign-in-forms';
import { usePortalConfig } from '../../../app/config-context';
import { BotCheck } from '../../bot-check/BotCheck';
import { countryOptions, showsStateSelect, stateAfterCountryChange, useStateField } from '../../forms/address-options';
import { useFieldProps } from '../../forms/field-props';
import type { GuestFormProps } from './guest-form';

/** §2 Name and address form, with the §5 rules per country. */
export function NameAddressForm({ submit, authenticating, botCheckRequired, idPrefix }: GuestFormProps) {
  const { t } = useLingui();
  const { adminConfig, locale } = usePortalConfig();
  const withBotCheck = adminConfig.SignIn.RecaptchaEnabled || botCheckRequired;
  const [botCheck, setBotCheck] = useState('');
  const form = useForm<TNameAddressForm>({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', address1: '', address2: '', city: '', country: '', state: '', postalCode: '' },
    validate: nameAddressFormErrors,
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      if (values.country === previous.country) return;
      const state = stateAfterCountryChange(previous.country, values.country, values.state ?? '');
      if (state !== values.state) form.setFieldValue('state', state);
      if (form.isTouched('postalCode')) form.validateField('postalCode');
    },
  });
  const field = useFieldProps(form);
  const countries = useMemo(() => [{ value: '', label: t`Select a country` }, ...countryOptions(locale)], [locale, t]);
  const stateField = useStateField(form.values.country, locale);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        submit(
          {
            method: 'NameAddress',
            firstName: values.firstName,
            lastName: values.lastName,
            address1: values.address1,
            address2: values.address2 ?? '',
            city: values.city,
            country: values.country,
            state: values.state ?? '',
            postalCode: values.postalCode ?? '',
          },
          botCheck || undefined,
        );
        setBotCheck('');
      })}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput id={`${idPrefix}-firstName`} label={t`First Name`} autoComplete="given-name" required {...field('firstName')} />
          <TextInput id={`${idPrefix}-lastName`} label={t`Last Name`} autoComplete="family-name" required {...field('lastName')} />
        </Group>
        <TextInput id={`${idPrefix}-address1`} label={t`Address Line 1`} autoComplete="address-line1" required {...field('address1')} />
        <TextInput id={`${idPrefix}-address2`} label={t`Address Line 2`} autoComplete="address-line2" {...field('address2')} />
        <TextInput id={`${idPrefix}-city`} label={t`City`} autoComplete="address-level2" required {...field('city')} />
        <NativeSelect id={`${idPrefix}-country`} label={t`Country`} autoComplete="country" data={countries} required {...field('country')} />
        {showsStateSelect(form.values.country) && (
          <NativeSelect
            id={`${idPrefix}-state`}
            label={stateField.label}
            autoComplete="address-level1"
            data={[{ value: '', label: t`Select…` }, ...stateField.data]}
            required={form.values.country !== ''}
            {...field('state')}
          />
        )}
        <TextInput
          id={`${idPrefix}-postalCode`}
          label={t`Postal Code`}
          autoComplete="postal-code"
          required={form.values.country !== '' && hasPostalCodes(form.values.country)}
          {...field('postalCode')}
        />
        {withBotCheck && <BotCheck solution={botCheck} onSolved={setBotCheck} />}
        <Button type="submit" loading={authenticating} disabled={withBotCheck && !botCheck}>
          <Trans>Find Your Account</Trans>
        </Button>
      </Stack>
    </form>
  );
}
