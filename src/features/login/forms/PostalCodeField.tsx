import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { NO_POSTAL_CODE_PLACEHOLDER } from '../../../../contracts/reference/postalCodes';
import { useFieldProps } from '../../forms/field-props';

/**
 * The postal code of the account-number and email forms, with a "no postal code" box for addresses
 * in a country without one (Hong Kong, the UAE...): checking it sends the §5 placeholder '%' and
 * disables the field, so nobody has to know the placeholder. Typing '%' works too.
 */
export function PostalCodeField<Values extends { postalCode: string }>({ form, idPrefix }: { form: UseFormReturnType<Values>; idPrefix: string }) {
  const { t } = useLingui();
  const field = useFieldProps(form);
  const none = form.values.postalCode.trim() === NO_POSTAL_CODE_PLACEHOLDER;
  const props = field('postalCode' as string & keyof Values);
  const setPostalCode = form.setFieldValue as (path: 'postalCode', value: string) => void;
  return (
    <Stack gap={6}>
      <TextInput
        id={`${idPrefix}-postalCode`}
        label={t`Postal Code`}
        autoComplete="postal-code"
        required={!none}
        {...props}
        value={none ? '' : props.value}
        disabled={none}
      />
      <Checkbox
        id={`${idPrefix}-noPostalCode`}
        size="xs"
        label={t`My address has no postal code`}
        checked={none}
        onChange={(event) => {
          setPostalCode('postalCode', event.currentTarget.checked ? NO_POSTAL_CODE_PLACEHOLDER : '');
          form.clearFieldError('postalCode');
        }}
      />
    </Stack>
  );
}
