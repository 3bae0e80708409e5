import { Button, Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { usePortalConfig } from '../config-context';
import type { TAnalyticsTracker } from '../../../contracts/schemas/config';
import { loadTrackers, rememberConsent, storedConsent, type TConsent } from './analytics';

const NO_TRACKERS: readonly TAnalyticsTracker[] = [];

/**
 * The consent prompt of the publisher's analytics (issue 17 item 6). Shown only when the publisher
 * configures trackers (none in the demo) and the subscriber has not chosen yet; nothing loads before
 * "Allow". A region at the bottom of the page, reachable by keyboard, announced by its heading.
 */
export function AnalyticsConsent() {
  const { adminConfig, clientConfig } = usePortalConfig();
  const trackers = adminConfig.ThirdPartyIntegrations.Trackers ?? NO_TRACKERS;
  const globalCode = clientConfig.globalCode;
  const [consent, setConsent] = useState<TConsent | null>(() => (trackers.length ? storedConsent(globalCode) : null));
  const headingId = useId();

  useEffect(() => {
    if (consent === 'granted' && trackers.length) loadTrackers(trackers);
  }, [consent, trackers]);

  if (!trackers.length || consent) return null;
  const choose = (choice: TConsent) => {
    rememberConsent(globalCode, choice);
    setConsent(choice);
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      shadow="md"
      p="md"
      radius={0}
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 300 }}
    >
      <Text id={headingId} fw={700} component="h2" size="md">
        <Trans>Analytics cookies</Trans>
      </Text>
      <Text size="sm" mt={4}>
        <Trans>With your permission, this site measures how its pages are used, with analytics services that set cookies. Nothing is measured unless you allow it.</Trans>
      </Text>
      <Group mt="sm" gap="sm">
        <Button onClick={() => choose('granted')}>
          <Trans>Allow analytics</Trans>
        </Button>
        <Button variant="default" onClick={() => choose('denied')}>
          <Trans>Decline</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
