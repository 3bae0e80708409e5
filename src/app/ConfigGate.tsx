import { MantineProvider } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE } from '../../contracts/constants';
import { notificationsActor } from './notifications';
import type { TLocale } from '../../contracts/schemas/common';
import { useConfigLoad } from '../features/config/useConfigLoad';
import { activateLocale } from '../i18n/i18n';
import { detectLocale, rememberLocale } from '../i18n/locale';
import { configureIdentityProvider } from '../auth/identity-provider';
import { useSessionActor } from '../features/session/session-context';
import { ConfigProvider } from './config-context';
import { LoadingScreen } from './shell/LoadingScreen';
import { ServerErrorPage } from './shell/ServerErrorPage';
import { portalCssVariables, portalTheme } from './theme';

const DEFAULT_BRAND_COLOR = '#1b4f8a';

/** The notification area mounts with the first notification (machines/flows/notifications.machine.ts). */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Renders the portal once configuration loaded (§4 Configuration load): "Loading..." before,
 * the server-error page on failure. The publisher's colour and locales apply from here on.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const { loading, failed, clientConfig, adminConfig, failure, retry } = useConfigLoad();
  const notificationAreaNeeded = useSelector(notificationsActor, (s) => !s.matches('quiet'));
  const [locale, setLocaleState] = useState<TLocale>(() => detectLocale());
  const offered = adminConfig?.Branding.Locales;

  useEffect(() => {
    if (!offered) return;
    const next = detectLocale(offered);
    if (next !== locale) void activateLocale(next).then(() => setLocaleState(next));
  }, [offered, locale]);

  const session = useSessionActor();
  useEffect(() => {
    if (!clientConfig || !adminConfig) return;
    configureIdentityProvider(clientConfig.ciamAuthData);
    session.send({
      type: 'SESSION.CONFIGURED',
      settings: {
        magCode: clientConfig.magCode,
        globalCode: clientConfig.globalCode,
        requireSecureSignin: adminConfig.SignIn.RequireSecureSignin,
        resinEnabled: clientConfig.resinEnabled,
        products: clientConfig.myloConfig.products,
      },
    });
  }, [session, clientConfig, adminConfig]);

  const theme = useMemo(() => portalTheme(adminConfig?.Branding.PrimaryColor ?? DEFAULT_BRAND_COLOR), [adminConfig]);
  const value = useMemo(
    () =>
      clientConfig && adminConfig
        ? {
            clientConfig,
            adminConfig,
            locale,
            setLocale: (next: TLocale) => {
              rememberLocale(next);
              void activateLocale(next).then(() => setLocaleState(next));
            },
          }
        : null,
    [clientConfig, adminConfig, locale],
  );

  return (
    <MantineProvider theme={theme} cssVariablesResolver={portalCssVariables}>
      {notificationAreaNeeded && (
        <Suspense fallback={null}>
          <Notifications position="bottom-left" autoClose={NOTIFICATION_AUTO_CLOSE} />
        </Suspense>
      )}
      {failed ? (
        <ServerErrorPage failure={failure} onRetry={retry} />
      ) : loading || !value ? (
        <LoadingScreen />
      ) : (
        <ConfigProvider value={value}>{children}</ConfigProvider>
      )}
    </MantineProvider>
  );
}
