import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { COUNTRIES } from '../../../contracts/reference/countries';
import { CA_PROVINCES, US_STATES, type TRegion } from '../../../contracts/reference/states';
import type { TLocale } from '../../../contracts/schemas/common';

/** The United States and Canada lead the country list (§3); they are not sorted with the rest. */
const LEADING_COUNTRIES = 2;

/** Labels in the reader's alphabetical order: Intl.Collator of the locale (É with E, Å with A). */
function byLabel<T extends { label: string }>(options: T[], locale: TLocale): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * Country and state choices for address forms (§3 Reference lists): the United States and Canada
 * first, the others and the states in the active language (Intl.DisplayNames, the French names of
 * states and provinces) and sorted in its order: in French, Allemagne (Germany) comes first and
 * Égypte sorts with the E's.
 */
export function countryOptions(locale: TLocale) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const options = COUNTRIES.map((country) => ({ value: country.code, label: names?.of(country.code) ?? country.name }));
  return [...options.slice(0, LEADING_COUNTRIES), ...byLabel(options.slice(LEADING_COUNTRIES), locale)];
}

export const regionOptions = (regions: readonly TRegion[], locale: TLocale) =>
  byLabel(
    regions.map((region) => ({ value: region.code, label: locale === 'fr-CA' && region.nameFr ? region.nameFr : region.name })),
    locale,
  );

/** §2 Name and address form: the state dropdown shows for US, CA or no country yet. */
export function showsStateSelect(country: string): boolean {
  return country === '' || country === 'US' || country === 'CA';
}

/** Changing the country to one other than US or CA clears the state (§2); so does switching lists. */
export function stateAfterCountryChange(previousCountry: string, nextCountry: string, state: string): string {
  if (!showsStateSelect(nextCountry)) return '';
  if (previousCountry !== nextCountry && previousCountry !== '' && nextCountry !== '') return '';
  return state;
}

/** The state field's label and choices for a country: State (US), Province (CA), State/Province otherwise. */
export function useStateField(country: string, locale: TLocale) {
  const { t } = useLingui();
  return useMemo(() => {
    if (country === 'US') return { label: t`State`, data: regionOptions(US_STATES, locale) };
    if (country === 'CA') return { label: t`Province`, data: regionOptions(CA_PROVINCES, locale) };
    return {
      label: t`State/Province`,
      data: [
        { group: t`United States`, items: regionOptions(US_STATES, locale) },
        { group: t`Canada`, items: regionOptions(CA_PROVINCES, locale) },
      ],
    };
  }, [country, locale, t]);
}
