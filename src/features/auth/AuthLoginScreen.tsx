import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** §2 /auth/login: the secure sign-in popup screen (Sign-in issue). */
export default function AuthLoginScreen() {
  return (
    <Title order={1}>
      <Trans>Secure sign-in</Trans>
    </Title>
  );
}
