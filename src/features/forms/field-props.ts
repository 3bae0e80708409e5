import { useLingui } from '@lingui/react';
import type { UseFormReturnType } from '@mantine/form';
import { translateValidation } from './validation-messages';

/**
 * `form.getInputProps(path)` with the §5 error shown in the active language. Inputs stay
 * controlled by the form, so a failed call never clears what the user typed.
 */
export function useFieldProps<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const { i18n } = useLingui();
  return (path: string & keyof Values, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(path, options);
    return { ...props, error: translateValidation(i18n, props.error) };
  };
}
