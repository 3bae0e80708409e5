import { Button, Menu } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { DEFAULT_ACCOUNT_MANAGEMENT_PATH } from '../../../contracts/constants';
import { accountManagementUrl } from '../../auth/identity-provider';
import { useSessionView } from '../../features/session/session-context';
import { usePortalConfig } from '../config-context';

/** The user menu of §2 Header: for signed-in users only; the header mounts it opened, on the first press. */
export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { adminConfig, clientConfig } = usePortalConfig();
  const { channel, signOut } = useSessionView();
  const accountPath = adminConfig.PageHeader.AccountManagementPath || DEFAULT_ACCOUNT_MANAGEMENT_PATH;
  const manageSignInUrl = accountManagementUrl(clientConfig.ciamAuthData, accountPath);
  // Closing gives focus back to "My Account": the button focused when the menu opened was its stand-in,
  // which is gone, so Mantine's own return of focus would leave it on the page.
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened} onClose={() => target.current?.focus()}>
      <Menu.Target>
        <Button ref={target} variant="light">
          <Trans>My Account</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/accounts/summary">
          <Trans>Account Summary</Trans>
        </Menu.Item>
        {channel === 'identityProvider' && (
          <Menu.Item component="a" href={manageSignInUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Manage My Sign In Info</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={signOut}>
          <Trans>Sign Out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
