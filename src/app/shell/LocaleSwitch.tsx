import { SegmentedControl } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { TLocale } from '../../../contracts/schemas/common';
import { usePortalConfig } from '../config-context';

const LOCALE_NAMES: Record<TLocale, string> = { 'en-US': 'English', 'fr-CA': 'Français' };

/** Overrides the browser language; shown when the publisher offers more than one locale. */
export function LocaleSwitch() {
  const { t } = useLingui();
  const { adminConfig, locale, setLocale } = usePortalConfig();
  const offered = adminConfig.Branding.Locales;
  if (offered.length < 2) return null;
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Language`}
      value={locale}
      onChange={(value) => setLocale(value as TLocale)}
      data={offered.map((l) => ({ value: l, label: <span lang={l}>{LOCALE_NAMES[l]}</span> }))}
    />
  );
}
