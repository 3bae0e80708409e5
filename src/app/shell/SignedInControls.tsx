import { Button, Drawer, Menu, NavLink, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DEFAULT_ACCOUNT_MANAGEMENT_PATH } from '../../../contracts/constants';
import { accountManagementUrl } from '../../auth/identity-provider';
import { useSessionView } from '../../features/session/session-context';
import { usePortalConfig } from '../config-context';
import { ACCOUNT_NAVIGATION } from './account-navigation';

/** The user menu of §2 Header: for signed-in users only. */
export function UserMenu() {
  const { adminConfig, clientConfig } = usePortalConfig();
  const { channel, signOut } = useSessionView();
  const accountPath = adminConfig.PageHeader.AccountManagementPath || DEFAULT_ACCOUNT_MANAGEMENT_PATH;
  const manageSignInUrl = accountManagementUrl(clientConfig.ciamAuthData, accountPath);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light">
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

/** The left navigation the 48em menu toggle opens (§2 Header, §3 leftNavOpen). */
export function LeftNavigation({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Account navigation`} size="xs" closeButtonProps={{ 'aria-label': t`Close navigation` }}>
      <nav aria-label={t`Account`}>
        <Stack gap={0}>
          {ACCOUNT_NAVIGATION.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={i18n._(item.label)} onClick={onClose} />
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
