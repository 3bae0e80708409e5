import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { TLinkingConfirmation } from '../../../contracts/schemas/lookup';

/**
 * The linking view once its lookup found an account the identity may not secure directly (issue
 * 16): a confirmation link went to the account's email on file, named masked as the gateway sent it
 * ("a•••@example.com"), or the account has no email on file and customer service links it. The
 * subscriber may go on to the account for this visit, or return to sign-in.
 */
export function LinkConfirmationNotice({
  confirmation,
  onContinue,
  onReturn,
}: {
  confirmation: TLinkingConfirmation;
  onContinue: () => void;
  onReturn: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // The notice replaces the linking view without a navigation: its heading takes the focus once.
  useEffect(() => heading.current?.focus(), []);
  const { accountNumber } = confirmation;
  const mailed = confirmation.status === 'mailed';
  const maskedEmail = confirmation.status === 'mailed' ? confirmation.maskedEmail : '';
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} tabIndex={-1} ref={heading}>
        {mailed ? t`Check your email` : t`Your account needs customer service to be linked`}
      </Title>
      <Alert color={mailed ? 'blue' : 'yellow'} data-testid="link-confirmation">
        {mailed ? (
          <Text>
            <Trans>
              To link account {accountNumber} to your secure sign-in, open the link we sent to {maskedEmail}, the email on file for this
              account. You'll only have to do this once.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>
              Account {accountNumber} has no email on file, so we cannot send a link to confirm that it is yours. Please contact customer service to
              link it to your secure sign-in.
            </Trans>
          </Text>
        )}
      </Alert>
      <Text>
        <Trans>Meanwhile, you can use your account for this visit.</Trans>
      </Text>
      <Group>
        <Button onClick={onContinue}>
          <Trans>Continue to my account</Trans>
        </Button>
      </Group>
      <Anchor component="button" type="button" onClick={onReturn} style={{ alignSelf: 'flex-start' }}>
        <Trans>Return to Sign In</Trans>
      </Anchor>
    </Stack>
  );
}
