import { CA_POSTAL_CODE_LENGTH, US_POSTAL_CODE_LENGTH, hasPostalCodes } from '../reference/postalCodes';
import { isBlank } from './checks';
import { VALIDATION_MESSAGES as M, type TValidationMessage } from './messages';

/** Canadian shape: letter digit letter, an optional space, digit letter digit; case-insensitive. */
const CA_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

/**
 * §5 postal code of the name-and-address form, by country:
 * - US: required, a number, exactly 5 digits ('Must be 5 characters');
 * - CA: required, 6 characters ignoring the optional space ('Must be 6 characters'), then the
 *   A1A 1A1 shape ('Invalid Postal Code');
 * - elsewhere (or no country yet): required unless the country has no postal codes.
 */
export function checkPostalCodeFor(country: string, postalCode: string): TValidationMessage | null {
  const code = country.trim().toUpperCase();
  const value = postalCode.trim();
  if (code === 'US') {
    if (value === '') return M.required;
    if (!/^\d+$/.test(value)) return M.number;
    return value.length === US_POSTAL_CODE_LENGTH ? null : M.usPostalCodeLength;
  }
  if (code === 'CA') {
    if (value === '') return M.required;
    if (value.replace(/\s/g, '').length !== CA_POSTAL_CODE_LENGTH) return M.caPostalCodeLength;
    return CA_POSTAL_CODE.test(value) ? null : M.invalidPostalCode;
  }
  if (isBlank(postalCode) && (code === '' || hasPostalCodes(code))) return M.required;
  return null;
}

/** State (or province) is required for the US and Canada only. */
export function checkStateFor(country: string, state: string | undefined): TValidationMessage | null {
  const code = country.trim().toUpperCase();
  return (code === 'US' || code === 'CA') && isBlank(state) ? M.required : null;
}
