import { Button, Group } from '@mantine/core';
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
    <Group gap={4} role="group" aria-label={t`Language`}>
      {offered.map((l) => (
        <Button
          key={l}
          size="compact-sm"
          variant={l === locale ? 'filled' : 'subtle'}
          aria-pressed={l === locale}
          lang={l}
          onClick={() => setLocale(l)}
        >
          {LOCALE_NAMES[l]}
        </Button>
      ))}
    </Group>
  );
}
