import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import { EMAIL_PERMISSIONS } from '../../../../contracts/schemas/customer';
import type { ActionResult } from '../../../../machines/rules/account';
import { customerKey, permissionChoicesOf, preferencesRequests, type PermissionChoices } from '../../../../machines/rules/profile-actions';
import { notifyReadable } from './notices';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import { useAccountData, useAccountLookup } from '../account-data';
import { preferencesNotices, permissionTexts } from './messages';
import { AccountLabel } from './AccountLabel';
import { savePreferences, type SavedPermissions } from './profile-actors';
import { ProfileScreen } from './ProfileScreen';
import { useActionCycle } from '../action-cycle';

/**
 * §2 communication preferences (/accounts/preferences): the two email permissions of each customer
 * account (§3, §6). Save sends only what changed (§7 call 11); on success the returned flags are
 * applied to the matching customer (§4) and the §8 notices say how it went.
 */
export default function PreferencesScreen() {
  const { t } = useLingui();
  const { lookup } = useAccountData();
  return (
    <ProfileScreen title={t`Communication Preferences`}>
      {lookup ? (
        // The saved flags come back with the refetch: the form starts again from them.
        <PreferencesForm key={JSON.stringify(lookup.customers.map((c) => [customerKey(c), c.permissions]))} customers={lookup.customers} />
      ) : (
        <BusyNotice>
          <Trans>Loading your account…</Trans>
        </BusyNotice>
      )}
    </ProfileScreen>
  );
}

function PreferencesForm({ customers }: { customers: TCustomer[] }) {
  const { i18n } = useLingui();
  const accountLookup = useAccountLookup();
  const [choices, setChoices] = useState<Record<string, PermissionChoices>>(() =>
    Object.fromEntries(customers.map((c) => [customerKey(c), permissionChoicesOf(c)])),
  );
  const onSettled = useCallback(
    (result: ActionResult) => {
      if (result.status === 'success') {
        for (const saved of (result.data as SavedPermissions[] | undefined) ?? []) accountLookup.send({ type: 'ACCOUNT.PERMISSIONS_SAVED', ...saved });
        void notifyReadable({ color: 'green', title: i18n._(preferencesNotices.savedTitle), message: i18n._(preferencesNotices.savedMessage) });
      } else {
        void notifyReadable({ color: 'red', title: i18n._(preferencesNotices.failedTitle), message: i18n._(preferencesNotices.failedMessage) });
      }
    },
    [accountLookup, i18n],
  );
  const cycle = useActionCycle('Change Permissions', savePreferences, { onSettled });
  const busy = useSelector(cycle, (s) => s.hasTag('busy'));
  // Until the refetch brings the saved flags back, the form would offer to save them again.
  const refreshing = useAccountData().loading;
  const requests = preferencesRequests(customers, choices);

  const save = () => cycle.send({ type: 'ACTION.SUBMIT', submission: { request: requests, label: requests[0]?.prodIdAlias ?? '' } });
  const toggle = (key: string, permission: keyof PermissionChoices, on: boolean) =>
    setChoices((current) => ({ ...current, [key]: { ...current[key]!, [permission]: on } }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (requests.length > 0 && !busy && !refreshing) save();
      }}
    >
      <Stack gap="md">
        {customers.map((customer) => {
          const key = customerKey(customer);
          const { productName, accountNumber, email } = customer;
          return (
            <Fieldset key={key} legend={<AccountLabel productName={productName} accountNumber={accountNumber} />} data-testid={`preferences-${accountNumber}`}>
              <Stack gap="sm">
                <Text size="sm" c="gray.7">
                  {email ? <Trans>Email address: {email}</Trans> : <Trans>No email address on file.</Trans>}
                </Text>
                {EMAIL_PERMISSIONS.map((permission) => (
                  <Switch
                    key={permission}
                    label={i18n._(permissionTexts[permission].label)}
                    description={i18n._(permissionTexts[permission].description)}
                    checked={choices[key]?.[permission] ?? false}
                    disabled={busy}
                    onChange={(event) => toggle(key, permission, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Fieldset>
          );
        })}
        <div>
          <Button type="submit" loading={busy} disabled={requests.length === 0 || refreshing}>
            <Trans>Save Preferences</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
