import { Container, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { useSessionView } from '../../features/session/session-context';
import { ACCOUNT_NAVIGATION } from './account-navigation';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Shell.module.css';

/** §2 Shell: skip link, header, the routed page with its intro, footer. */
export function Shell() {
  const { t, i18n } = useLingui();
  const { signedIn } = useSessionView();
  const [leftNavOpen, leftNav] = useDisclosure(false);
  return (
    <div className={classes.page}>
      <DocumentHead />
      <a href="#main" className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <Header leftNavOpen={leftNavOpen} onToggleLeftNav={leftNav.toggle} />
      {signedIn && (
        <Drawer opened={leftNavOpen} onClose={leftNav.close} title={t`Account navigation`} size="xs">
          <nav aria-label={t`Account`}>
            <Stack gap={0}>
              {ACCOUNT_NAVIGATION.map((item) => (
                <NavLink key={item.to} component={Link} to={item.to} label={i18n._(item.label)} onClick={leftNav.close} />
              ))}
            </Stack>
          </nav>
        </Drawer>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py="lg">
          <Outlet />
        </Container>
      </main>
      <Footer />
    </div>
  );
}
