import { Center, Loader, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { waitFor } from 'xstate';
import { useSessionActor } from '../session/session-context';

/** §2 /auth/logout and /logout: clears the session and redirects to /. */
export default function LogoutScreen() {
  const session = useSessionActor();
  const navigate = useNavigate();
  useEffect(() => {
    session.send({ type: 'SESSION.LOGOUT' });
    void waitFor(session, (s) => s.matches('signedOut')).then(() => navigate({ to: '/', replace: true }));
  }, [session, navigate]);
  return (
    <Center py="xl">
      <Stack align="center" role="status">
        <Loader aria-hidden="true" />
        <Text>
          <Trans>Signing you out…</Trans>
        </Text>
      </Stack>
    </Center>
  );
}
