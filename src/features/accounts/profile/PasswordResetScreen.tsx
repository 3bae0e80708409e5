import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { z } from 'zod';
import { textField } from '../../../../contracts/validation/check-schemas';
import { checkEmail, checkRequired } from '../../../../contracts/validation/checks';
import { passwordResetMachine } from '../../../../machines/flows/password-reset.machine';
import { usePortalConfig } from '../../../app/config-context';
import { notifyReadable } from './notices';
import { useFieldProps } from '../../forms/field-props';
import { useSessionActor } from '../../session/session-context';
import { ActionResultAlert } from '../ActionResultAlert';
import { useAccountData } from '../account-data';
import { resetPassword } from './profile-actors';
import { ProfileScreen } from './ProfileScreen';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import { embeddedActionCycle, useCycleEffects } from '../action-cycle';

const ZPasswordResetFormSchema = z.object({ email: textField(checkRequired, checkEmail) });

/**
 * §2 /accounts/password: a reset link for the sign-in of an email (§7 call 10), prefilled with the
 * session's email or the customer's. After a success the user goes to the summary (§2) with a
 * notice; a failure shows 'Error Sending Password Reset' (§8) and keeps the email typed. The flow
 * is machines/flows/password-reset.machine.ts.
 */
export default function PasswordResetScreen() {
  const { t } = useLingui();
  const { lookup } = useAccountData();
  return (
    <ProfileScreen title={t`Reset Password`}>
      {lookup ? (
        <PasswordResetForm customers={lookup.customers} />
      ) : (
        <BusyNotice>
          <Trans>Loading your account…</Trans>
        </BusyNotice>
      )}
    </ProfileScreen>
  );
}

function PasswordResetForm({ customers }: { customers: TCustomer[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { clientConfig } = usePortalConfig();
  const sessionEmail = useSelector(useSessionActor(), (s) => s.context.session?.email);
  const customerEmail = customers.find((c) => c.email)?.email;
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: { actionCycle: embeddedActionCycle(resetPassword, useCycleEffects()) },
      actions: {
        'notify reset sent': (_, { email }) =>
          void notifyReadable({
            color: 'green',
            title: t`Password Reset Requested`,
            message: t`If ${email} has a sign-in, we have sent it a link to reset its password.`,
          }),
        navigate: (_, { to }) => void navigate({ to }),
      },
    }),
    { input: { clientId: clientConfig.ciamAuthData.clientId, label: customers[0]?.prodIdAlias ?? '' } },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const result = useSelector(actor, (s) => s.context.result);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: sessionEmail ?? customerEmail ?? '' },
    validate: schemaResolver(ZPasswordResetFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => actor.send({ type: 'PASSWORD.SUBMIT', email }))}>
      <Stack gap="md" maw={520}>
        <ActionResultAlert category="Password Reset" result={result?.status === 'error' ? result : null} success={null} />
        <Text>
          <Trans>We will email a link to reset the password you sign in with. The link goes to this address:</Trans>
        </Text>
        <TextInput id="password-reset-email" type="email" label={t`Email`} autoComplete="email" required {...field('email')} />
        <Group>
          <Button type="submit" loading={busy}>
            <Trans>Send Reset Link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
