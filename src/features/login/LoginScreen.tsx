import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useConfiguredText, usePortalConfig } from '../../app/config-context';
import { notify } from '../../app/notifications';
import { LiveChatLink } from '../../app/shell/LiveChatLink';
import { PageIntro } from '../../app/shell/PageIntro';
import { sessionMessages } from '../session/messages';
import { useSessionActor } from '../session/session-context';
import { takeProviderSignOut } from '../../auth/identity-provider';
import { GuestSignInBlock } from './GuestSignInBlock';
import { LinkConfirmationNotice } from './LinkConfirmationNotice';
import { signInBlocksOf } from './guest-methods';

// Parts not every publisher or visit shows load on demand: /login stays within its budget.
const SecureSignInBlock = lazy(() => import('./SecureSignInBlock').then((m) => ({ default: m.SecureSignInBlock })));
const ContactCustomerServiceNotice = lazy(() =>
  import('./ContactCustomerServiceNotice').then((m) => ({ default: m.ContactCustomerServiceNotice })),
);

const loginRoute = getRouteApi('/login');

/**
 * §2 Login page, and the linking ("purgatory") view that replaces it when a secure sign-in found
 * no account: the guest lookup options link the account to the identity.
 */
export default function LoginScreen() {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const signIn = adminConfig.SignIn;
  const session = useSessionActor();
  const linking = useSelector(session, (s) => s.matches({ signedOut: 'linking' }));
  // Issue 16: the linking lookup's account links by a mailed confirmation (or customer service).
  const confirmation = useSelector(session, (s) => (s.matches({ signedOut: 'linkConfirming' }) ? (s.context.lookup?.linkingConfirmation ?? null) : null));
  const attempts = useSelector(session, (s) => s.context.signinAttempts);
  const { redirect } = loginRoute.useSearch();

  // Back from the identity provider's logout (§2 Header "Sign Out"): the §8 notice, once.
  useEffect(() => {
    if (!takeProviderSignOut()) return;
    void notify({ color: 'green', title: i18n._(sessionMessages.signedOutTitle), message: i18n._(sessionMessages.signedOutMessage) }, { clean: true });
  }, []);

  // The linking view replaces the page without a navigation: its heading takes the focus once.
  const linkingHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (linking) linkingHeading.current?.focus();
  }, [linking]);

  const blocks = signInBlocksOf(signIn, linking);
  const secureOffered = blocks.secure;
  const showCustomerServiceNotice = signIn.ContactCustomerServiceEnabled && attempts >= signIn.ContactCustomerServiceAttempts;
  const linkHeader = text(signIn.ResinLinkHeader) || t`Great! Just one more step.`;
  const linkText =
    text(signIn.ResinLinkText) || t`Please use one of the options below to link your account. You'll only have to do this once.`;

  if (confirmation) {
    return (
      <LinkConfirmationNotice
        confirmation={confirmation}
        onContinue={() => session.send({ type: 'LINKING.CONTINUE' })}
        onReturn={() => session.send({ type: 'LINKING.CANCEL' })}
      />
    );
  }

  return (
    <Stack gap="lg" maw={560}>
      {linking ? (
        <Stack gap="xs">
          <Title order={1} tabIndex={-1} ref={linkingHeading}>
            {linkHeader}
          </Title>
          <Text>{linkText}</Text>
        </Stack>
      ) : (
        <PageIntro title={t`Sign In`} />
      )}
      {showCustomerServiceNotice && (
        <Suspense fallback={null}>
          <ContactCustomerServiceNotice html={text(signIn.ContactCustomerServiceText)} />
        </Suspense>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          {secureOffered && (
            <>
              <Suspense fallback={<div style={{ minHeight: 120 }} />}>
                <SecureSignInBlock {...(redirect ? { redirectTo: redirect } : {})} />
              </Suspense>
              {blocks.guest && <Divider />}
            </>
          )}
          {blocks.guest && (
            <GuestSignInBlock
              // The linking view starts over with the first method chosen (§2).
              key={linking ? 'linking' : 'sign-in'}
              heading={secureOffered ? t`or sign in as a guest:` : t`Please sign in below:`}
              linking={linking}
              {...(redirect ? { redirectTo: redirect } : {})}
            />
          )}
        </Stack>
      </Paper>
      {linking && (
        <Anchor component="button" type="button" onClick={() => session.send({ type: 'LINKING.CANCEL' })} style={{ alignSelf: 'flex-start' }}>
          <Trans>Return to Sign In</Trans>
        </Anchor>
      )}
      <LiveChatLink route="SignIn" />
    </Stack>
  );
}
