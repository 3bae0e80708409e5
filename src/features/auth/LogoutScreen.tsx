import { Center, Loader, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSessionActor } from '../session/session-context';

/** §2 /auth/logout and /logout: clears the session; the session machine then goes to /. */
export default function LogoutScreen() {
  const session = useSessionActor();
  useEffect(() => {
    session.send({ type: 'SESSION.LOGOUT', redirectTo: '/' });
  }, [session]);
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
