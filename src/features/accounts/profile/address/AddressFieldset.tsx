import { useLingui } from '@lingui/react/macro';
import { Fieldset, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo, type ReactNode } from 'react';
import { hasPostalCodes } from '../../../../../contracts/reference/postalCodes';
import { usePortalConfig } from '../../../../app/config-context';
import { countryOptions, showsStateSelect, useStateField } from '../../../forms/address-options';
import { translateValidation } from '../../../forms/validation-messages';
import type { TNewAddressForm } from './address-form';

type Which = 'address' | 'giftAddress';
export type AddressStepValues = Record<Which, TNewAddressForm>;

/** The fields of one new address (§3 Address), with the §5 messages in the active language. */
export function AddressFieldset({ form, which, legend }: { form: UseFormReturnType<AddressStepValues>; which: Which; legend: ReactNode }) {
  const { t, i18n } = useLingui();
  const { locale } = usePortalConfig();
  const values = form.values[which];
  const countries = useMemo(() => [{ value: '', label: t`Select a country` }, ...countryOptions(locale)], [locale, t]);
  const stateField = useStateField(values.country, locale);
  const field = (name: keyof TNewAddressForm) => {
    const props = form.getInputProps(`${which}.${name}`);
    return { ...props, id: `${which}-${name}`, error: translateValidation(i18n, props.error) };
  };
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <TextInput label={t`Name`} autoComplete="name" required {...field('name')} />
        <TextInput label={t`Address Line 1`} autoComplete="address-line1" required {...field('address1')} />
        <TextInput label={t`Address Line 2`} autoComplete="address-line2" {...field('address2')} />
        <TextInput label={t`City`} autoComplete="address-level2" required {...field('city')} />
        <NativeSelect label={t`Country`} autoComplete="country" data={countries} required {...field('country')} />
        {/* Keyed: Preact pairs unkeyed siblings of one type, so the Postal Code input would become the state field. */}
        {showsStateSelect(values.country) ? (
          <NativeSelect
            key="state-list"
            label={stateField.label}
            autoComplete="address-level1"
            data={[{ value: '', label: t`Select…` }, ...stateField.data]}
            required={values.country !== ''}
            {...field('state')}
          />
        ) : (
          <TextInput key="state-text" label={t`State/Province/Region`} autoComplete="address-level1" {...field('state')} />
        )}
        <TextInput
          key="postal-code"
          label={t`Postal Code`}
          autoComplete="postal-code"
          required={values.country !== '' && hasPostalCodes(values.country)}
          {...field('postalCode')}
        />
      </Stack>
    </Fieldset>
  );
}
