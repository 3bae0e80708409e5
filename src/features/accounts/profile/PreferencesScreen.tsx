import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Stack, Switch, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import { EMAIL_PERMISSIONS } from '../../../../contracts/schemas/customer';
import { emailPreferencesMachine } from '../../../../machines/flows/email-preferences.machine';
import { customerKey, type PermissionChoices } from '../../../../machines/rules/profile-actions';
import { notifyReadable } from './notices';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import { useAccountData, useAccountLookup } from '../account-data';
import { preferencesNotices, permissionTexts } from './messages';
import { AccountLabel } from './AccountLabel';
import { savePreferences } from './profile-actors';
import { ProfileScreen } from './ProfileScreen';
import { embeddedActionCycle, useCycleEffects } from '../action-cycle';

/**
 * §2 communication preferences (/accounts/preferences): the two email permissions of each customer
 * account (§3, §6). The flow is machines/flows/email-preferences.machine.ts: Save sends only what
 * changed (§7 call 11); on success the returned flags are applied to the matching customer (§4)
 * and the §8 notices say how it went.
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
  const effects = useCycleEffects();
  const actor = useActorRef(
    emailPreferencesMachine.provide({
      actors: { actionCycle: embeddedActionCycle(savePreferences, effects) },
      actions: {
        'report saved permissions': (_, { saved }) => {
          for (const permissions of saved) accountLookup.send({ type: 'ACCOUNT.PERMISSIONS_SAVED', ...permissions });
        },
        'notify preferences result': (_, { code }) => {
          const notice = preferencesNotices[code];
          void notifyReadable({ color: notice.color, title: i18n._(notice.title), message: i18n._(notice.message) });
        },
      },
    }),
    { input: { customers } },
  );
  const choices = useSelector(actor, (s) => s.context.choices);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'PREFERENCES.SAVE' }));
  // Until the refetch brings the saved flags back, the form would offer to save them again.
  const refreshing = useAccountData().loading;

  const toggle = (key: string, permission: keyof PermissionChoices, on: boolean) => actor.send({ type: 'PREFERENCES.TOGGLE', key, permission, on });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!refreshing) actor.send({ type: 'PREFERENCES.SAVE' });
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
          <Button type="submit" loading={busy} disabled={(!busy && !canSave) || refreshing}>
            <Trans>Save Preferences</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
