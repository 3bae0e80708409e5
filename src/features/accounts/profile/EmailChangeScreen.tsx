import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import { ZEmailChangeFormSchema, type TEmailChangeForm } from '../../../../contracts/validation/forms';
import { emailChangeMachine } from '../../../../machines/flows/email-change.machine';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import { useFieldProps } from '../../forms/field-props';
import { embeddedActionCycle, useCycleEffects } from '../action-cycle';
import { ActionResultAlert } from '../ActionResultAlert';
import { useAccountData } from '../account-data';
import { AccountLabel } from './AccountLabel';
import { changeEmail } from './profile-actors';
import { ProfileScreen } from './ProfileScreen';

/**
 * §2 /accounts/email: the change of email with its confirmation field (§5 "Emails do not match"),
 * one POST /cofe per account (§7 call 9) through the generic action cycle, then the refetch 2 s
 * later (§9). Success shows the confirmation page (change-email-confirmation); a failure shows the
 * §8 message above the form, which keeps what was typed. The flow is machines/flows/email-change.machine.ts.
 */
export default function EmailChangeScreen() {
  const { t } = useLingui();
  const { lookup } = useAccountData();
  return (
    <ProfileScreen title={t`Change of Email`}>
      {lookup ? (
        <EmailChange customers={lookup.customers} />
      ) : (
        <BusyNotice>
          <Trans>Loading your account…</Trans>
        </BusyNotice>
      )}
    </ProfileScreen>
  );
}

function EmailChange({ customers }: { customers: TCustomer[] }) {
  const { t } = useLingui();
  const actor = useActorRef(emailChangeMachine.provide({ actors: { actionCycle: embeddedActionCycle(changeEmail, useCycleEffects()) } }), { input: { customers } });
  const state = useSelector(actor, (s) => s);
  const { chosen, email: sentTo, result } = state.context;
  const busy = state.hasTag('busy');
  // With no account chosen the form cannot be sent: the machine refuses it.
  const noAccount = state.matches('editing') && !state.can({ type: 'EMAIL.SUBMIT', email: '' });
  const form = useForm<TEmailChangeForm>({
    mode: 'controlled',
    initialValues: { email: '', confirmEmail: '' },
    validate: schemaResolver(ZEmailChangeFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  const currentEmails = (
    <List size="sm" data-testid="current-emails">
      {customers.map(({ accountNumber, productName, email }) => (
        <List.Item key={accountNumber}>
          <AccountLabel productName={productName} accountNumber={accountNumber} />
          {' — '}
          {email || <Trans>no email address</Trans>}
        </List.Item>
      ))}
    </List>
  );

  if (state.matches('changed')) {
    return (
      <Stack gap="md" data-page-type="change-email-confirmation">
        <Alert color="green" role="status" data-testid="action-success">
          <Text fw={700} size="sm" mb="xs">
            <Trans>Email change received</Trans>
          </Text>
          <Text size="sm">
            <Trans>Your email address is now {sentTo}.</Trans>
          </Text>
        </Alert>
        <Text fw={600}>
          <Trans>Email addresses on file</Trans>
        </Text>
        {currentEmails}
        <div>
          <Button variant="default" onClick={() => actor.send({ type: 'EMAIL.AGAIN' })}>
            <Trans>Change it again</Trans>
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => actor.send({ type: 'EMAIL.SUBMIT', email: values.email }))}
    >
      <Stack gap="md" maw={520}>
        <ActionResultAlert category="Change of Email" result={result} success={null} />
        <Text fw={600}>
          <Trans>Email addresses on file</Trans>
        </Text>
        {currentEmails}
        {customers.length > 1 && (
          <Checkbox.Group
            label={t`Change the email of these accounts`}
            value={chosen}
            onChange={(accountNumbers) => actor.send({ type: 'EMAIL.ACCOUNTS', accountNumbers })}
            error={noAccount ? t`Choose at least one account.` : undefined}
          >
            <Stack gap="xs" mt="xs">
              {customers.map(({ accountNumber, productName }) => (
                <Checkbox key={accountNumber} value={accountNumber} label={<AccountLabel productName={productName} accountNumber={accountNumber} />} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <TextInput id="email-new" type="email" label={t`New email address`} autoComplete="email" required {...field('email')} />
        <TextInput id="email-confirm" type="email" label={t`Confirm new email address`} autoComplete="email" required {...field('confirmEmail')} />
        <Group>
          <Button type="submit" loading={busy} disabled={noAccount}>
            <Trans>Change Email</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
