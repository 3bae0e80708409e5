import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** §2 /auth/success: receives the tokens after secure sign-in (Sign-in issue). */
export default function AuthSuccessScreen() {
  return (
    <Title order={1}>
      <Trans>Secure sign-in</Trans>
    </Title>
  );
}
