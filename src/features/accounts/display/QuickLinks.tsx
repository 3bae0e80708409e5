import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './display.module.css';

/** The summary's shortcuts to the profile changes (address, email, password, preferences). */
export function QuickLinks() {
  const { t } = useLingui();
  const links = [
    { to: '/accounts/address', label: t`Change Address` },
    { to: '/accounts/email', label: t`Change Email` },
    { to: '/accounts/password', label: t`Change Password` },
    { to: '/accounts/preferences', label: t`Communication Preferences` },
  ];
  return (
    <section aria-labelledby="account-settings">
      <Title order={2} size="h4" id="account-settings" mb="xs">
        <Trans>Account Settings</Trans>
      </Title>
      <ul className={classes.inlineList}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}
