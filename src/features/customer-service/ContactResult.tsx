import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CUSTOMER_SERVICE_REPLY_BUSINESS_DAYS } from '../../../contracts/constants';
import type { TAdminConfig } from '../../../contracts/schemas/config';
import { useConfiguredText, usePortalConfig } from '../../app/config-context';

type Product = TAdminConfig['CustomerService']['Products'][number];

/**
 * §2 result view of a successful send: the product's thank-you text (else the publisher's, else
 * the spec's own sentence) and the close button back to the account summary.
 */
export function ContactResult({ product, onClose }: { product: Product | undefined; onClose: () => void }) {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const days = CUSTOMER_SERVICE_REPLY_BUSINESS_DAYS;
  const thankYou =
    text(product?.ThankYouMessage) ||
    text(adminConfig.CustomerService.ThankYouMessage) ||
    t`Thank You! We have received your message and will reply shortly...normally within ${days} business days.`;
  const panel = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the result takes it, so a screen reader reads it.
  useEffect(() => panel.current?.focus(), []);
  return (
    <Paper withBorder p="lg" radius="md" role="status" tabIndex={-1} ref={panel} data-testid="contact-result">
      <Stack gap="md" align="flex-start">
        <Text size="lg">{thankYou}</Text>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
