import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans } from '@lingui/react/macro';
import { Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionView } from '../../features/session/session-context';
import { AnalyticsConsent } from './AnalyticsConsent';
import { DocumentHead } from './DocumentHead';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './Shell.module.css';

/** The drawer's code (Drawer, its scroll lock and focus trap) loads the first time the toggle opens it. */
const LeftNavigation = lazy(() => import('./LeftNavigation').then((m) => ({ default: m.LeftNavigation })));

/** §2 Shell: skip link, header, the routed page with its intro, footer. */
export function Shell() {
  const { signedIn } = useSessionView();
  const [leftNavOpen, leftNav] = useDisclosure(false);
  // Once opened, the drawer stays mounted so that closing it plays its transition.
  const [leftNavUsed, setLeftNavUsed] = useState(false);
  useEffect(() => {
    if (leftNavOpen) setLeftNavUsed(true);
  }, [leftNavOpen]);
  const router = useRouter();
  // After a client-side navigation, focus moves to the new page's content, as a page load would.
  useEffect(
    () =>
      router.subscribe('onResolved', ({ hrefChanged, fromLocation }) => {
        if (hrefChanged && fromLocation) document.getElementById('main')?.focus({ preventScroll: true });
      }),
    [router],
  );
  return (
    <div className={classes.page}>
      <DocumentHead />
      <a href="#main" className={classes.skipLink}>
        <Trans>Skip to main content</Trans>
      </a>
      <Header leftNavOpen={leftNavOpen} onToggleLeftNav={leftNav.toggle} />
      {signedIn && (leftNavOpen || leftNavUsed) && (
        <Suspense fallback={null}>
          <LeftNavigation opened={leftNavOpen} onClose={leftNav.close} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="lg" py="lg">
          <Outlet />
        </Container>
      </main>
      <Footer />
      <AnalyticsConsent />
    </div>
  );
}
