import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { REFETCH_DELAY_MS } from '../../../../contracts/constants';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import { ZEmailChangeFormSchema, type TEmailChangeForm } from '../../../../contracts/validation/forms';
import { emailChangePayloads } from '../../../../machines/rules/profile-actions';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import { useFieldProps } from '../../forms/field-props';
import { useActionCycle, useCycleView } from '../action-cycle';
import { ActionResultAlert } from '../ActionResultAlert';
import { useAccountData } from '../account-data';
import { AccountLabel } from './AccountLabel';
import { changeEmail } from './profile-actors';
import { ProfileScreen } from './ProfileScreen';

/**
 * §2 /accounts/email: the change of email with its confirmation field (§5 "Emails do not match"),
 * one POST /cofe per account (§7 call 9) through the generic action cycle, then the refetch 2 s
 * later (§9). Success shows the confirmation page (change-email-confirmation); a failure shows the
 * §8 message above the form, which keeps what was typed.
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
  const cycle = useCycleView(useActionCycle('Change of Email', changeEmail, { refetchDelayMs: REFETCH_DELAY_MS.addressOrEmailChanged }));
  const [chosen, setChosen] = useState(() => customers.map((c) => c.accountNumber));
  const [sentTo, setSentTo] = useState('');
  const form = useForm<TEmailChangeForm>({
    mode: 'controlled',
    initialValues: { email: '', confirmEmail: '' },
    validate: schemaResolver(ZEmailChangeFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);
  const selected = customers.filter((c) => chosen.includes(c.accountNumber));

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

  if (cycle.result?.status === 'success') {
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
          <Button variant="default" onClick={cycle.start}>
            <Trans>Change it again</Trans>
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (selected.length === 0) return;
        const request = emailChangePayloads(selected, values.email);
        setSentTo(values.email.trim());
        cycle.submit({ request, label: request[0]!.prodIdAlias });
      })}
    >
      <Stack gap="md" maw={520}>
        <ActionResultAlert category="Change of Email" result={cycle.result} success={null} />
        <Text fw={600}>
          <Trans>Email addresses on file</Trans>
        </Text>
        {currentEmails}
        {customers.length > 1 && (
          <Checkbox.Group label={t`Change the email of these accounts`} value={chosen} onChange={setChosen} error={selected.length === 0 ? t`Choose at least one account.` : undefined}>
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
          <Button type="submit" loading={cycle.busy} disabled={selected.length === 0}>
            <Trans>Change Email</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
