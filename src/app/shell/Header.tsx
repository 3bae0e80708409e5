import { Burger, Button, Container, Group } from '@mantine/core';
import { lazy, Suspense, useId, useState, type CSSProperties } from 'react';
import { LOGO_HEIGHT } from '../../../contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TNavigationItem } from '../../../contracts/schemas/config';
import { useSessionView } from '../../features/session/session-context';
import { useConfiguredText, usePortalConfig } from '../config-context';
import classes from './Header.module.css';

/**
 * The user menu's code (Mantine's Menu and its floating positioning) loads the first time "My
 * Account" is pressed: until then the same button stands in for it, so the header does not shift
 * and no page pays for a menu nobody opened.
 */
const UserMenu = lazy(() => import('./SignedInControls').then((m) => ({ default: m.UserMenu })));

function UserMenuOnDemand() {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <Button variant="light" aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)}>
      <Trans>My Account</Trans>
    </Button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <UserMenu defaultOpened />
    </Suspense>
  );
}
import { ConfiguredLink } from './ConfiguredLink';
import { LocaleSwitch } from './LocaleSwitch';

function NavigationItem({ item }: { item: TNavigationItem }) {
  const text = useConfiguredText();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (item.children?.length) {
    // A disclosure rather than a floating menu: keyboard and screen-reader friendly, and light.
    return (
      <div className={classes.navGroup} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
        <Button variant="subtle" size="compact-md" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {text(item.title)}
        </Button>
        <ul id={id} className={classes.navChildren} hidden={!open} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {item.children.map((child, i) => (
            <li key={i}>
              <ConfiguredLink link={child} size="sm">
                {text(child.title)}
              </ConfiguredLink>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ConfiguredLink link={item} px="xs">
      {text(item.title)}
    </ConfiguredLink>
  );
}

/** §2 Header. The menu toggle and the user menu are for signed-in users only (§6). */
export function Header({ leftNavOpen, onToggleLeftNav }: { leftNavOpen: boolean; onToggleLeftNav: () => void }) {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { signedIn } = useSessionView();
  const header = adminConfig.PageHeader;
  // §9 logo heights, regular or full width, on desktop and on mobile (below 48em).
  const size = header.FullWidthLogo ? 1 : 0;
  const logo = (
    <img
      src={header.LogoPath}
      alt={text(header.LogoAltText)}
      className={classes.logo}
      style={{ '--logo-height': `${LOGO_HEIGHT.desktop[size]}px`, '--logo-height-mobile': `${LOGO_HEIGHT.mobile[size]}px` } as CSSProperties}
    />
  );
  return (
    <header className={classes.header}>
      <Container size="lg" py="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" className={header.BannerPath ? `${classes.brand} ${classes.brandWithBanner}` : classes.brand}>
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
          <Group gap="xs" wrap="wrap" className={classes.actions}>
            {header.Navigation.length > 0 && (
              <nav aria-label={t`Site`}>
                <Group gap={0} wrap="wrap">
                  {header.Navigation.map((item, i) => (
                    <NavigationItem key={i} item={item} />
                  ))}
                </Group>
              </nav>
            )}
            <LocaleSwitch />
            {signedIn && <UserMenuOnDemand />}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
