import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { AddressChangeRef } from '../../../../../machines/flows/address-change.machine';
import { addressConfirmationPage, type AddressAccount } from '../../../../../machines/rules/profile-actions';
import { AccountLabel, useCalendarDate } from '../AccountLabel';
import { AddressLines } from './AddressLines';

/**
 * The confirmation page (§4 Other catalogues: change-address-confirmation or
 * gift-change-address-confirmation): what each account answered, and the addresses on file as
 * the live account data shows them, so the refetch (§4, 2 s later) shows the new address.
 */
export function ConfirmedPage({ actor, live }: { actor: AddressChangeRef; live: { own: AddressAccount[]; gifts: AddressAccount[] } }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const today = useSelector(actor, (s) => s.context.today);
  const responses = useSelector(actor, (s) => s.context.responses);
  const results = responses.flatMap((r) => r.results);
  const page = addressConfirmationPage(draft);
  const startDate = useCalendarDate()(draft.dates.startDate || today);
  const changed = [...live.own, ...live.gifts].filter((a) => [...draft.accountNumbers, ...draft.giftAccountNumbers].includes(a.accountNumber));

  return (
    <Stack gap="md" data-page-type={page}>
      <Alert color="green" role="status" data-testid="action-success">
        {/* The body, not the title: a light alert's title colour is below AA contrast on its background. */}
        <Text fw={700} size="sm" mb="xs">
          {page === 'gift-change-address-confirmation' ? <Trans>Gift address change received</Trans> : <Trans>Address change received</Trans>}
        </Text>
        <List size="sm">
          {results.map(({ accountNumber, scheduled }) => (
            <List.Item key={accountNumber}>
              {scheduled ? (
                <Trans>
                  Account {accountNumber}: the new address takes effect on {startDate}.
                </Trans>
              ) : (
                <Trans>Account {accountNumber}: the address has been changed.</Trans>
              )}
            </List.Item>
          ))}
        </List>
      </Alert>
      <Title order={2} size="h4">
        <Trans>Addresses on file</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {changed.map((a) => (
          <Card key={a.accountNumber} withBorder>
            <Text fw={600} size="sm">
              <AccountLabel {...a} />
            </Text>
            <AddressLines address={a.address} testId={`address-on-file-${a.accountNumber}`} />
          </Card>
        ))}
      </SimpleGrid>
      <div>
        <Button variant="default" onClick={() => actor.send({ type: 'ADDRESS.RESTART' })}>
          <Trans>Make another change</Trans>
        </Button>
      </div>
    </Stack>
  );
}
