import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../session/session-context';
import classes from './display.module.css';

/**
 * The summary's shortcuts to the profile changes (address, email, password, preferences). A guest
 * signed in with an account number has no password here: Change Password is for a secure sign-in.
 */
export function QuickLinks() {
  const { t } = useLingui();
  const secure = useSelector(useSessionActor(), (s) => s.context.session?.channel === 'identityProvider');
  const links = [
    { to: '/accounts/address', label: t`Change Address` },
    { to: '/accounts/email', label: t`Change Email` },
    ...(secure ? [{ to: '/accounts/password', label: t`Change Password` }] : []),
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
