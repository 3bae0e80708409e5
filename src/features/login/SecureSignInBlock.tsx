import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import type { TLocale } from '../../../contracts/schemas/common';
import { secureSignInOpenerMachine } from '../../../machines/flows/secure-sign-in.opener.machine';
import { usePortalConfig } from '../../app/config-context';
import { isSecureSignInMessage, openSecureSignInPopup, rememberIdToken, secureSignInUrl, type SecureAction } from '../../auth/identity-provider';
import { useSessionActor } from '../session/session-context';

/** How often the block looks whether the subscriber closed the popup, and how long it then waits for a message in flight. */
const POPUP_CLOSED_POLL_MS = 1000;

/**
 * The popup for the action, as the opener machine's `popup` actor: only a message from our own
 * origin and from the popup window we opened is accepted (ARCHITECTURE §6).
 */
const popupActor = (locale: () => TLocale) =>
  fromCallback<EventObject, { action: SecureAction }>(({ input, sendBack }) => {
    const popup = openSecureSignInPopup(input.action, locale());
    // No popup (blocked, or a small screen): the same flow runs in this window.
    if (!popup) {
      sendBack({ type: 'POPUP.BLOCKED' });
      return () => {};
    }
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup || !isSecureSignInMessage(event.data)) return;
      sendBack({ type: 'POPUP.TOKENS', accessToken: event.data.accessToken, idToken: event.data.idToken });
    };
    window.addEventListener('message', receive);
    // A closed popup is reported one poll later, so that a message posted just before it closed arrives first.
    let closedSeen = false;
    const poll = window.setInterval(() => {
      if (closedSeen) sendBack({ type: 'POPUP.CLOSED' });
      closedSeen = popup.closed;
    }, POPUP_CLOSED_POLL_MS);
    return () => {
      window.removeEventListener('message', receive);
      window.clearInterval(poll);
    };
  });

/**
 * §2 Secure sign-in block: "Create an Account" and "Sign In" open the identity provider's popup,
 * the machine machines/flows/secure-sign-in.opener.machine.ts. The popup's /auth/success screen
 * posts the tokens back, and they go to the session.
 */
export function SecureSignInBlock({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui();
  const { locale } = usePortalConfig();
  const session = useSessionActor();
  const navigate = useNavigate();
  const headingId = useId();
  // The machine's actions read the latest of these (the language can change on the page).
  const target = useRef(redirectTo);
  const language = useRef(locale);
  useEffect(() => {
    target.current = redirectTo;
    language.current = locale;
  }, [redirectTo, locale]);
  const actor = useActorRef(
    secureSignInOpenerMachine.provide({
      actors: { popup: popupActor(() => language.current) },
      actions: {
        'hand over tokens': (_, { accessToken, idToken }) => {
          rememberIdToken(idToken);
          session.send({ type: 'SECURE.TOKENS', accessToken, idToken, ...(target.current ? { redirectTo: target.current } : {}) });
        },
        'continue in this window': (_, { action }) => void navigate({ href: secureSignInUrl(action, language.current, true) }),
      },
    }),
  );
  const open = (action: SecureAction) => actor.send({ type: 'SECURE.OPEN', action });

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
