import { Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** §2 /mylo/continue: continues a session from an ac parameter (Sign-in issue). */
export default function ContinueSessionScreen() {
  return (
    <Title order={1}>
      <Trans>Continue your session</Trans>
    </Title>
  );
}
