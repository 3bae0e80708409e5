import { Anchor, Burger, Button, Container, Group, Menu } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { TNavigationItem } from '../../../contracts/schemas/config';
import { DEFAULT_ACCOUNT_MANAGEMENT_PATH } from '../../../contracts/constants';
import { useSessionView } from '../../features/session/session-context';
import { useConfiguredText, usePortalConfig } from '../config-context';
import classes from './Header.module.css';
import { configuredHref, newTabProps } from './links';
import { LocaleSwitch } from './LocaleSwitch';

function NavigationItem({ item }: { item: TNavigationItem }) {
  const text = useConfiguredText();
  if (item.children?.length) {
    return (
      <Menu trigger="click-hover" position="bottom-start" withinPortal>
        <Menu.Target>
          <Button variant="subtle" size="compact-md">
            {text(item.title)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {item.children.map((child, i) => (
            <Menu.Item key={i} component="a" href={configuredHref(child)} {...newTabProps(child.newTab)}>
              {text(child.title)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Anchor href={configuredHref(item)} {...newTabProps(item.newTab)} px="xs">
      {text(item.title)}
    </Anchor>
  );
}

function UserMenu() {
  const { t } = useLingui();
  const { adminConfig, clientConfig } = usePortalConfig();
  const { channel, logout } = useSessionView();
  const navigate = useNavigate();
  const { url, realm } = clientConfig.ciamAuthData;
  const accountPath = adminConfig.PageHeader.AccountManagementPath || DEFAULT_ACCOUNT_MANAGEMENT_PATH;
  const accountManagementUrl = `${url}/realms/${realm}${accountPath}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" aria-label={t`User menu`}>
          <Trans>My Account</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/accounts/summary">
          <Trans>Account Summary</Trans>
        </Menu.Item>
        {channel === 'identityProvider' && (
          <Menu.Item component="a" href={accountManagementUrl} target="_blank" rel="noopener noreferrer">
            <Trans>Manage My Sign In Info</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          onClick={() => {
            logout();
            void navigate({ to: '/login' });
          }}
        >
          <Trans>Sign Out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** §2 Header. The menu toggle and the user menu are for signed-in users only (§6). */
export function Header({ leftNavOpen, onToggleLeftNav }: { leftNavOpen: boolean; onToggleLeftNav: () => void }) {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { signedIn } = useSessionView();
  const header = adminConfig.PageHeader;
  const logo = (
    <img
      src={header.LogoPath}
      alt={text(header.LogoAltText)}
      className={header.FullWidthLogo ? `${classes.logo} ${classes.logoFullWidth}` : classes.logo}
    />
  );
  return (
    <header className={classes.header}>
      <Container size="lg" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {signedIn && (
              <Burger
                opened={leftNavOpen}
                onClick={onToggleLeftNav}
                hiddenFrom="sm"
                aria-label={t`Toggle navigation`}
                aria-expanded={leftNavOpen}
              />
            )}
            {header.LogoUrl ? <a href={header.LogoUrl}>{logo}</a> : logo}
            {header.BannerPath && <img src={header.BannerPath} alt={text(header.BannerAltText)} className={classes.banner} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {header.Navigation.length > 0 && (
              <nav aria-label={t`Site`}>
                <Group gap={0} visibleFrom="sm">
                  {header.Navigation.map((item, i) => (
                    <NavigationItem key={i} item={item} />
                  ))}
                </Group>
              </nav>
            )}
            <LocaleSwitch />
            {signedIn && <UserMenu />}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
