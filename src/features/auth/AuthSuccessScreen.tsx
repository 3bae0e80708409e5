import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { usePortalConfig } from '../../app/config-context';
import { BusyNotice } from '../../app/shell/BusyNotice';
import { KEYCLOAK_INIT, SECURE_SIGN_IN_MESSAGE, createKeycloak, rememberIdToken, type SecureSignInMessage } from '../../auth/identity-provider';
import { useSessionActor } from '../session/session-context';

type Phase = 'exchanging' | 'posted' | 'failed';

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
 */
export default function AuthSuccessScreen() {
  const { clientConfig } = usePortalConfig();
  const session = useSessionActor();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('exchanging');

  useEffect(() => {
    void (async () => {
      const keycloak = await createKeycloak(clientConfig.ciamAuthData);
      const authenticated = await keycloak.init(KEYCLOAK_INIT);
      if (!authenticated || !keycloak.token || !keycloak.idToken) throw new Error('no tokens');
      const message: SecureSignInMessage = { type: SECURE_SIGN_IN_MESSAGE, accessToken: keycloak.token, idToken: keycloak.idToken };
      const opener = ourOpener();
      if (opener) {
        opener.postMessage(message, window.location.origin);
        setPhase('posted');
        window.close();
        return;
      }
      rememberIdToken(message.idToken);
      session.send({ type: 'SECURE.TOKENS', accessToken: message.accessToken, idToken: message.idToken });
      await navigate({ to: '/login', replace: true });
    })().catch(() => setPhase('failed'));
    // Runs once: the code in the URL can be exchanged only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <Button variant="subtle" onClick={() => window.close()}>
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
