import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { usePortalConfig } from '../config-context';
import type { TAnalyticsTracker } from '../../../contracts/schemas/config';
import { forgetConsent, loadTrackers, rememberConsent, storedConsent, subscribeConsent, trackersLoaded, type TConsent } from './analytics';

const NO_TRACKERS: readonly TAnalyticsTracker[] = [];

/** The publisher's trackers and the subscriber's stored choice for them (null: not chosen yet). */
function useAnalyticsConsent() {
  const { adminConfig, clientConfig } = usePortalConfig();
  const trackers = adminConfig.ThirdPartyIntegrations.Trackers ?? NO_TRACKERS;
  const globalCode = clientConfig.globalCode;
  const consent = useSyncExternalStore(subscribeConsent, () => (trackers.length ? storedConsent(globalCode) : null));
  return { trackers, globalCode, consent };
}

/** Set when the footer's control reopened the prompt, so the prompt takes the focus. */
let reopened = false;

/**
 * The consent prompt of the publisher's analytics (issue 17 item 6). Shown only when the publisher
 * configures trackers (none in the demo) and the subscriber has not chosen yet; nothing loads before
 * "Allow". A region at the bottom of the page, reachable by keyboard, announced by its heading.
 */
export function AnalyticsConsent() {
  const { trackers, globalCode, consent } = useAnalyticsConsent();
  const headingId = useId();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (consent === 'granted' && trackers.length) loadTrackers(trackers);
  }, [consent, trackers]);

  const shown = trackers.length > 0 && !consent;
  useEffect(() => {
    if (shown && reopened) region.current?.focus();
    reopened = false;
  }, [shown]);

  if (!shown) return null;
  const choose = (choice: TConsent) => {
    rememberConsent(globalCode, choice);
    // Withdrawn after the scripts ran: they cannot be unloaded, so the page starts again without them.
    if (choice === 'denied' && trackersLoaded()) location.reload();
  };
  return (
    <Paper
      ref={region}
      component="section"
      aria-labelledby={headingId}
      tabIndex={-1}
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
        <Trans>With your permission, this site measures how its pages are used, with analytics services that set cookies. Nothing is measured unless you allow it.</Trans>{' '}
        <Trans>You can change your choice at any time with “Cookie preferences” at the bottom of the page.</Trans>
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

/**
 * The footer's "Cookie preferences" (issue 17 item 6): forgets the subscriber's choice so the prompt
 * asks again. Shown only when the publisher configures trackers and a choice was made.
 */
export function CookiePreferencesLink() {
  const { trackers, globalCode, consent } = useAnalyticsConsent();
  const reopen = useCallback(() => {
    reopened = true;
    forgetConsent(globalCode);
  }, [globalCode]);
  if (!trackers.length || !consent) return null;
  return (
    <Anchor component="button" type="button" size="sm" onClick={reopen} w="fit-content">
      <Trans>Cookie preferences</Trans>
    </Anchor>
  );
}
