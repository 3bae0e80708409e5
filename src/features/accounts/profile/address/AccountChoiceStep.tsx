import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AddressChangeRef } from '../../../../../machines/flows/address-change.machine';
import type { AddressAccount } from '../../../../../machines/rules/profile-actions';
import { AccountLabel } from '../AccountLabel';
import { AddressLines } from './AddressLines';

/**
 * Progress step "Account Information": which accounts take the new address. The customer's own
 * accounts start chosen; a donor's gift recipients are a separate "gift address" change. The
 * current addresses come from the live account data, so a refetch shows at once.
 */
export function AccountChoiceStep({ actor, live }: { actor: AddressChangeRef; live: { own: AddressAccount[]; gifts: AddressAccount[] } }) {
  const { t } = useLingui();
  const draft = useSelector(actor, (s) => s.context.draft);
  const [own, setOwn] = useState(() => (draft.accountNumbers.length || draft.giftAccountNumbers.length ? draft.accountNumbers : live.own.map((a) => a.accountNumber)));
  const [gifts, setGifts] = useState(draft.giftAccountNumbers);
  const [tried, setTried] = useState(false);
  const event = { type: 'ADDRESS.ACCOUNTS', accountNumbers: own, giftAccountNumbers: gifts } as const;
  const canGoOn = useSelector(actor, (s) => s.can(event));

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (canGoOn) actor.send(event);
      }}
    >
      <Stack gap="md">
        <Checkbox.Group label={t`Which accounts should use the new address?`} value={own} onChange={setOwn}>
          <Stack gap="sm" mt="xs">
            {live.own.map((a) => (
              <Checkbox
                key={a.accountNumber}
                value={a.accountNumber}
                label={<AccountLabel {...a} />}
                description={<AddressLines address={a.address} testId={`current-address-${a.accountNumber}`} />}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {live.gifts.length > 0 && (
          <Checkbox.Group label={t`Gift subscriptions you give (gift address change)`} value={gifts} onChange={setGifts}>
            <Stack gap="sm" mt="xs">
              {live.gifts.map((a) => (
                <Checkbox
                  key={a.accountNumber}
                  value={a.accountNumber}
                  label={<AccountLabel {...a} />}
                  description={<AddressLines address={a.address} />}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {tried && !canGoOn && (
          <Text c="red.8" role="alert">
            <Trans>Choose at least one account.</Trans>
          </Text>
        )}
        <Group>
          <Button type="submit">
            <Trans>Next</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
