import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { usePortalConfig } from '../../app/config-context';
import { isSecureSignInMessage, openSecureSignInPopup, rememberIdToken, secureSignInUrl, type SecureAction } from '../../auth/identity-provider';
import { useSessionActor } from '../session/session-context';

/**
 * §2 Secure sign-in block: "Create an Account" and "Sign In" open the identity provider's popup.
 * The popup's /auth/success screen posts the tokens back; only a message from our own origin and
 * from the popup window we opened is accepted (ARCHITECTURE §6).
 */
export function SecureSignInBlock({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui();
  const { locale } = usePortalConfig();
  const session = useSessionActor();
  const navigate = useNavigate();
  const headingId = useId();
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup.current || !isSecureSignInMessage(event.data)) return;
      rememberIdToken(event.data.idToken);
      session.send({ type: 'SECURE.TOKENS', accessToken: event.data.accessToken, idToken: event.data.idToken, ...(redirectTo ? { redirectTo } : {}) });
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [session, redirectTo]);

  const open = (action: SecureAction) => {
    popup.current = openSecureSignInPopup(action, locale);
    // No popup (blocked, or a small screen): the same flow runs in this window.
    if (!popup.current) void navigate({ href: secureSignInUrl(action, locale, true) });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>Sign in securely</Trans>
      </Title>
      <Text size="sm" c="gray.7">
        <Trans>Use your email and password to see all your accounts in one place.</Trans>
      </Text>
      <Group>
        <Button onClick={() => open('login')}>
          {t`Sign In`}
        </Button>
        <Button variant="outline" onClick={() => open('register')}>
          {t`Create an Account`}
        </Button>
      </Group>
    </Stack>
  );
}
