import { POSTAL_CODE_LENGTH } from '../constants';

/**
 * §3/§5: countries without postal codes, whose default postal value at lookup is '%'. The spec does
 * not show the list; ours holds countries with no national postal-code system in general use
 * (checked against the UPU and common address-validation data). Doubtful cases that have codes
 * now, e.g. Ireland (Eircode), Jamaica, Saint Lucia, Trinidad and Tobago, Kenya, Panama, Namibia
 * and Somalia, are left out so that a postal code is asked for.
 */
export const NO_POSTAL_CODE_COUNTRIES: readonly string[] = [
  'AE', // United Arab Emirates
  'AG', // Antigua and Barbuda
  'AO', // Angola
  'AQ', // Antarctica
  'AW', // Aruba
  'BF', // Burkina Faso
  'BI', // Burundi
  'BJ', // Benin
  'BO', // Bolivia
  'BQ', // Caribbean Netherlands
  'BS', // Bahamas
  'BW', // Botswana
  'BZ', // Belize
  'CD', // Congo (Democratic Republic)
  'CF', // Central African Republic
  'CG', // Congo (Republic)
  'CI', // Côte d'Ivoire
  'CK', // Cook Islands
  'CM', // Cameroon
  'CW', // Curaçao
  'DJ', // Djibouti
  'DM', // Dominica
  'ER', // Eritrea
  'FJ', // Fiji
  'GA', // Gabon
  'GD', // Grenada
  'GH', // Ghana
  'GM', // Gambia
  'GQ', // Equatorial Guinea
  'GY', // Guyana
  'HK', // Hong Kong
  'KI', // Kiribati
  'KM', // Comoros
  'KN', // Saint Kitts and Nevis
  'KP', // North Korea
  'ML', // Mali
  'MO', // Macao
  'MR', // Mauritania
  'MW', // Malawi
  'NR', // Nauru
  'NU', // Niue
  'QA', // Qatar
  'RW', // Rwanda
  'SB', // Solomon Islands
  'SC', // Seychelles
  'SL', // Sierra Leone
  'SR', // Suriname
  'SS', // South Sudan
  'ST', // São Tomé and Príncipe
  'SX', // Sint Maarten
  'SY', // Syria
  'TD', // Chad
  'TG', // Togo
  'TK', // Tokelau
  'TL', // Timor-Leste
  'TO', // Tonga
  'TV', // Tuvalu
  'UG', // Uganda
  'VU', // Vanuatu
  'YE', // Yemen
  'ZW', // Zimbabwe
];

const NO_POSTAL_CODE: ReadonlySet<string> = new Set(NO_POSTAL_CODE_COUNTRIES);

/** The placeholder sent at lookup for a country without postal codes (§5). */
export const NO_POSTAL_CODE_PLACEHOLDER = '%';

export function hasPostalCodes(country: string): boolean {
  return !NO_POSTAL_CODE.has(country.trim().toUpperCase());
}

/** The postal value used at lookup when none is given: '%' for countries without, else ''. */
export function defaultPostalCode(country: string): string {
  return hasPostalCodes(country) ? '' : NO_POSTAL_CODE_PLACEHOLDER;
}

/** US ZIP and Canadian postal code lengths (§9). */
export const US_POSTAL_CODE_LENGTH = POSTAL_CODE_LENGTH.US;
export const CA_POSTAL_CODE_LENGTH = POSTAL_CODE_LENGTH.CA;

/** A postal code as a person reads or types it: the '%' placeholder (none, §5) shows as blank. */
export function shownPostalCode(postalCode: string | undefined): string {
  return postalCode === NO_POSTAL_CODE_PLACEHOLDER ? '' : (postalCode ?? '');
}
