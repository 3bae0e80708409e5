import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ConfiguredHtml } from '../../app/ConfiguredHtml';

/**
 * §2 Login page: the contact-customer-service notice (configured HTML, sanitised) once failed
 * sign-in attempts reach ContactCustomerServiceAttempts, with the way to /loginCS.
 */
export function ContactCustomerServiceNotice({ html }: { html: string }) {
  return (
    <Alert color="blue" title={<Trans>Need help signing in?</Trans>} role="status">
      <Stack gap="xs" align="flex-start">
        <ConfiguredHtml html={html} />
        <Anchor component={Link} to="/loginCS">
          <Trans>Contact Customer Service</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}
