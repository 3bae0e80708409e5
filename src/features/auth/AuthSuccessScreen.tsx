import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { secureSignInTokensMachine } from '../../../machines/flows/secure-sign-in.popup.machine';
import type { SecureTokens } from '../../../machines/flows/secure-sign-in.opener.machine';
import { usePortalConfig } from '../../app/config-context';
import { BusyNotice } from '../../app/shell/BusyNotice';
import { KEYCLOAK_INIT, SECURE_SIGN_IN_MESSAGE, createKeycloak, rememberIdToken, type SecureSignInMessage } from '../../auth/identity-provider';
import { useSessionActor } from '../session/session-context';

/** The window that opened this popup, when it is ours (same origin) and still there. */
function ourOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && !opener.closed && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * §2 Secure sign-in popup, the token screen (/auth/success): keycloak-js exchanges the
 * authorization code for the tokens, which go to the opener by postMessage restricted to our
 * origin (then "Click here to close window."), or, without a popup, straight to this window's session.
 * The machine secureSignInTokens (machines/flows/secure-sign-in.popup.machine.ts).
 */
export default function AuthSuccessScreen() {
  const { clientConfig } = usePortalConfig();
  const session = useSessionActor();
  const navigate = useNavigate();
  // Started once: the code in the URL can be exchanged only once.
  const actor = useActorRef(
    secureSignInTokensMachine.provide({
      actors: {
        exchangeCode: fromPromise(async () => {
          const keycloak = await createKeycloak(clientConfig.ciamAuthData);
          const authenticated = await keycloak.init(KEYCLOAK_INIT);
          if (!authenticated || !keycloak.token || !keycloak.idToken) throw new Error('no tokens');
          return { accessToken: keycloak.token, idToken: keycloak.idToken };
        }),
        postToOpener: fromPromise(async ({ input }: { input: SecureTokens }) => {
          const opener = ourOpener();
          if (!opener) throw new Error('no opener');
          const message: SecureSignInMessage = { type: SECURE_SIGN_IN_MESSAGE, ...input };
          opener.postMessage(message, window.location.origin);
        }),
      },
      actions: {
        'close window': () => window.close(),
        'hand over tokens': (_, { accessToken, idToken }) => {
          rememberIdToken(idToken);
          session.send({ type: 'SECURE.TOKENS', accessToken, idToken });
        },
        navigate: (_, { to }) => void navigate({ to, replace: true }),
      },
    }),
  );
  const phase = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.matches('posted') ? 'posted' : 'exchanging'));

  const heading = (
    <VisuallyHidden>
      <h1>
        <Trans>Secure sign-in</Trans>
      </h1>
    </VisuallyHidden>
  );
  if (phase === 'failed') {
    return (
      <Alert color="red" title={<Trans>Secure sign-in did not complete</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Trans>Please try again.</Trans>
          <Anchor component={Link} to="/login">
            <Trans>Return to Sign In</Trans>
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (phase === 'posted') {
    return (
      <>
        {heading}
        <Button variant="subtle" onClick={() => actor.send({ type: 'WINDOW.CLOSE' })}>
        <Trans>Click here to close window.</Trans>
        </Button>
      </>
    );
  }
  return (
    <>
      {heading}
      <BusyNotice>
        <Trans>Completing secure sign-in…</Trans>
      </BusyNotice>
    </>
  );
}
