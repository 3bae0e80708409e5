import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The customer's own details: each screen links to the others (§2 Other screens). */
export const PROFILE_SCREENS: ReadonlyArray<{ to: '/accounts/address' | '/accounts/email' | '/accounts/password' | '/accounts/preferences'; label: MessageDescriptor }> = [
  { to: '/accounts/address', label: msg`Change of Address` },
  { to: '/accounts/email', label: msg`Change of Email` },
  { to: '/accounts/password', label: msg`Reset Password` },
  { to: '/accounts/preferences', label: msg`Communication Preferences` },
];

export function ProfileLinks() {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const others = PROFILE_SCREENS.filter((screen) => !pathname.startsWith(screen.to));
  return (
    <nav aria-label={t`Your details`}>
      <Title order={2} size="h4" mt="xl" mb="xs">
        <Trans>Your details</Trans>
      </Title>
      <Group gap="lg">
        {others.map((screen) => (
          <Anchor key={screen.to} component={Link} to={screen.to}>
            {i18n._(screen.label)}
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
