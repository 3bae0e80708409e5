import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isErrorCode } from '../../../contracts/error-codes';
import type { ConfigLoadFailure } from '../../../machines/flows/config-load.machine';
import { refusalMessages, unknownErrorMessage } from '../../gateway/refusal-messages';

/**
 * §2 Shell / §8 Notices: the configuration could not be loaded. The failure is said by its refusal
 * code in the subscriber's language, else §8 "Unknown error" (a network error, an answer that does not
 * match the contract): the gateway's or the browser's English message stays out of the page (issue 17).
 */
export function ServerErrorPage({ failure, onRetry }: { failure: ConfigLoadFailure | null; onRetry: () => void }) {
  const { i18n } = useLingui();
  const code = failure?.code;
  const reason = i18n._(isErrorCode(code) ? refusalMessages[code] : unknownErrorMessage);
  return (
    <Container size="sm" py="xl">
      <main id="main">
        <Stack gap="md">
          <Title order={1}>
            <Trans>Oops. There appears to be a server error.</Trans>
          </Title>
          <div role="alert">
            <Text>{reason}</Text>
            <Text>
              <Trans>URL:</Trans> <Code>{failure?.url ?? <Trans>Unknown</Trans>}</Code>
            </Text>
          </div>
          <Button onClick={onRetry} w="fit-content">
            <Trans>Try This Page Again</Trans>
          </Button>
        </Stack>
      </main>
    </Container>
  );
}
