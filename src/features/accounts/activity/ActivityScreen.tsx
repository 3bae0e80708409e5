import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { accountActivityMachine, type AccountActivityEntry } from '../../../../machines/flows/account-activity.machine';
import { formatDate } from '../../../../contracts/locales';
import { usePortalConfig } from '../../../app/config-context';
import { PageIntro } from '../../../app/shell/PageIntro';
import { AccountDataGate } from '../display/AccountDataGate';
import { failureText } from '../action-messages';
import { useFormatters, type Formatters } from '../display/format';
import { loadActivity } from './actors';
import { activityKindMessages } from './messages';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';

/**
 * /accounts/activity (designed, issue 13): everything done on the signed-in accounts, newest first;
 * Refresh loads it again (ACTIVITY.REFRESH), e.g. after a change made in another tab.
 */
export default function ActivityScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Account Activity`} />
      <AccountDataGate>{(lookup) => <Activity lookup={lookup} />}</AccountDataGate>
    </>
  );
}

function Activity({ lookup }: { lookup: TLookupSuccess }) {
  const { t, i18n } = useLingui();
  const format = useFormatters(lookup);
  const accountNumbers = lookup.customers.map((c) => c.accountNumber);
  const actor = useActorRef(accountActivityMachine.provide({ actors: { loadActivity } }), { input: { accountNumbers } });
  const state = useSelector(actor, (s) => s);
  const { entries, errorMessage } = state.context;
  if (state.hasTag('busy')) {
    return (
      <Text role="status">
        <Trans>Loading...</Trans>
      </Text>
    );
  }
  if (state.matches('failed')) {
    return (
      <Alert color="red.9" variant="outline" role="alert" title={<Trans>We could not load your account activity.</Trans>}>
        <Stack gap="xs">
          {errorMessage && <Text size="sm">{failureText(errorMessage, (d) => i18n._(d))}</Text>}
          <Group>
            <Button variant="default" onClick={() => actor.send({ type: 'ACTIVITY.RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  // A change made in another tab (or by customer service) shows without leaving the page.
  const refresh = (
    <Group justify="flex-end">
      <Button variant="default" size="xs" onClick={() => actor.send({ type: 'ACTIVITY.REFRESH' })}>
        <Trans>Refresh</Trans>
      </Button>
    </Group>
  );
  if (entries.length === 0) {
    return (
      <Stack gap="sm">
        {refresh}
        <Text data-testid="activity-empty">
          <Trans>Nothing has been done on your account through this site yet.</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {refresh}
      <Stack gap="sm" component="ol" aria-label={t`Account Activity`} data-testid="activity-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry, index) => (
          <ActivityItem key={`${entry.at}-${index}`} entry={entry} format={format} showAccount={accountNumbers.length > 1} />
        ))}
      </Stack>
    </Stack>
  );
}

function ActivityItem({ entry, format, showAccount }: { entry: AccountActivityEntry; format: Formatters; showAccount: boolean }) {
  const { i18n } = useLingui();
  const { locale } = usePortalConfig();
  const when = formatDate(new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), new Date(entry.at));
  const amount = entry.amount !== undefined ? format.money(entry.amount) : null;
  const { orderNumber, reference, accountNumber } = entry;
  return (
    <Card withBorder component="li" padding="sm" data-kind={entry.kind} data-testid="activity-entry">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{i18n._(activityKindMessages[entry.kind])}</Text>
          <Text size="sm" c="gray.7">
            <time dateTime={entry.at}>{when}</time>
            {showAccount && (
              <>
                {' · '}
                <Trans>account {accountNumber}</Trans>
              </>
            )}
            {orderNumber && (
              <>
                {' · '}
                <Trans>order {orderNumber}</Trans>
              </>
            )}
            {reference && (
              <>
                {' · '}
                <Trans>reference {reference}</Trans>
              </>
            )}
          </Text>
          {amount && (
            <Text size="sm" data-testid="activity-amount">
              {entry.refundTo === 'card' ? (
                <Trans>{amount} refunded to your card</Trans>
              ) : entry.refundTo === 'storeCredit' ? (
                <Trans>{amount} added to your store credit</Trans>
              ) : entry.kind === 'payment' ? (
                <Trans>{amount} paid</Trans>
              ) : (
                <Trans>{amount} billed</Trans>
              )}
            </Text>
          )}
        </Stack>
        {entry.status === 'pending' && (
          <Badge color="blue.9" variant="outline" data-testid="activity-pending">
            <Trans>Pending with customer service</Trans>
          </Badge>
        )}
      </Group>
    </Card>
  );
}
