import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { AddressChangeRef } from '../../../../../machines/flows/address-change.machine';
import type { AddressAccount } from '../../../../../machines/rules/profile-actions';
import { ActionResultAlert } from '../../ActionResultAlert';
import { StepButtons } from '../../StepButtons';
import { AccountLabel, useCalendarDate } from '../AccountLabel';
import { AddressLines } from './AddressLines';

/**
 * Progress step "Confirmation": what will change, to submit. A failure shows the §8 message here
 * and keeps every choice: Back leads to the fields as typed, Submit tries again.
 */
export function ReviewStep({ actor, accounts }: { actor: AddressChangeRef; accounts: { own: AddressAccount[]; gifts: AddressAccount[] } }) {
  const { t } = useLingui();
  const draft = useSelector(actor, (s) => s.context.draft);
  const today = useSelector(actor, (s) => s.context.today);
  const result = useSelector(actor, (s) => s.context.result);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const date = useCalendarDate();
  const startDate = date(draft.dates.startDate || today);
  const endDate = draft.dates.endDate ? date(draft.dates.endDate) : '';
  const named = (list: AddressAccount[], numbers: string[]) => list.filter((a) => numbers.includes(a.accountNumber));

  return (
    <Stack gap="md">
      <ActionResultAlert category="Change of Address" result={result?.status === 'error' ? result : null} success={null} />
      {draft.address && (
        <section aria-label={t`Your new address`}>
          <Title order={2} size="h4">
            <Trans>Your new address</Trans>
          </Title>
          <AddressLines address={draft.address} testId="review-address" />
          <List size="sm" mt="xs">
            {named(accounts.own, draft.accountNumbers).map((a) => (
              <List.Item key={a.accountNumber}>
                <AccountLabel {...a} />
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {draft.giftAddress && (
        <section aria-label={t`The gift recipient’s new address`}>
          <Title order={2} size="h4">
            <Trans>The gift recipient’s new address</Trans>
          </Title>
          <AddressLines address={draft.giftAddress} />
          <List size="sm" mt="xs">
            {named(accounts.gifts, draft.giftAccountNumbers).map((a) => (
              <List.Item key={a.accountNumber}>
                <AccountLabel {...a} />
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <Text>
        {endDate ? <Trans>From {startDate} until {endDate}.</Trans> : <Trans>From {startDate}.</Trans>}
      </Text>
      <StepButtons busy={busy} onBack={() => actor.send({ type: 'ADDRESS.BACK' })} onNext={() => actor.send({ type: 'ADDRESS.SUBMIT' })}>
        <Trans>Submit Change</Trans>
      </StepButtons>
    </Stack>
  );
}
