import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { SUPPORTED_LOCALES, type TLocale } from '../../../contracts/locales';
import { secureSignInRedirectMachine, type SecureRedirectInput } from '../../../machines/flows/secure-sign-in.popup.machine';
import { usePortalConfig } from '../../app/config-context';
import { BusyNotice } from '../../app/shell/BusyNotice';
import { KEYCLOAK_INIT, createKeycloak, withSecureSignInDisplay } from '../../auth/identity-provider';

function requested(): { action: 'login' | 'register'; locale: TLocale | undefined } {
  const params = new URLSearchParams(window.location.search);
  const locale = params.get('locale');
  return {
    action: params.get('action') === 'register' ? 'register' : 'login',
    locale: (SUPPORTED_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as TLocale) : undefined,
  };
}

/**
 * §2 Secure sign-in popup, the popup-URL screen (/auth/login): keycloak-js's redirect flow
 * (authorization code + PKCE) to the identity provider's sign-in or create-account page, which
 * returns to /auth/success. If the redirect does not happen, "Click here if not redirected." leads
 * back to /login. The machine secureSignInRedirect (machines/flows/secure-sign-in.popup.machine.ts).
 */
export default function AuthLoginScreen() {
  const { clientConfig, locale: activeLocale } = usePortalConfig();
  // The redirect leaves this page: the machine starts once, with what the URL asks.
  const [input] = useState(() => {
    const { action, locale } = requested();
    return { action, locale: locale ?? activeLocale };
  });
  const actor = useActorRef(
    secureSignInRedirectMachine.provide({
      actors: {
        redirectToProvider: fromPromise(async ({ input: { action, locale } }: { input: SecureRedirectInput }) => {
          const options = { redirectUri: `${window.location.origin}/auth/success`, locale };
          const keycloak = await createKeycloak(clientConfig.ciamAuthData);
          await keycloak.init(KEYCLOAK_INIT);
          // keycloak-js's login()/register() without its navigation, to add display=SSP (§2).
          const url = action === 'register' ? await keycloak.createRegisterUrl(options) : await keycloak.createLoginUrl(options);
          window.location.assign(withSecureSignInDisplay(url));
        }),
      },
    }),
    { input },
  );
  const stalled = useSelector(actor, (s) => s.matches('stalled'));

  return (
    <Stack align="center">
      <VisuallyHidden>
        <h1>
          <Trans>Secure sign-in</Trans>
        </h1>
      </VisuallyHidden>
      <BusyNotice>
        <Trans>Opening secure sign-in…</Trans>
      </BusyNotice>
      {stalled && (
        <Anchor component={Link} to="/login">
          <Trans>Click here if not redirected.</Trans>
        </Anchor>
      )}
    </Stack>
  );
}
