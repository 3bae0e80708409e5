import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { z } from 'zod';
import type { TPasswordResetPayload } from '../../../../contracts/schemas/actions';
import { checkEmail, checkRequired, textField } from '../../../../contracts/validation/checks';
import type { ActionResult } from '../../../../machines/rules/account';
import { ACCOUNT_SUMMARY_PATH } from '../../../../machines/flows/session.machine';
import { passwordResetPayload } from '../../../../machines/rules/profile-actions';
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
import { useActionCycle } from '../action-cycle';

const ZPasswordResetFormSchema = z.object({ email: textField(checkRequired, checkEmail) });

/** The reset mail's address travels as the outcome's data, for the success notice. */
const resetAndTell = async (body: TPasswordResetPayload) => ({ ...(await resetPassword(body)), data: body.email });

/**
 * §2 /accounts/password: a reset link for the sign-in of an email (§7 call 10), prefilled with the
 * session's email or the customer's. After a success the user goes to the summary (§2) with a
 * notice; a failure shows 'Error Sending Password Reset' (§8) and keeps the email typed.
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
  const onSettled = useCallback(
    (result: ActionResult) => {
      if (result.status !== 'success') return;
      const email = String(result.data ?? '');
      void notifyReadable({
        color: 'green',
        title: t`Password Reset Requested`,
        message: t`If ${email} has a sign-in, we have sent it a link to reset its password.`,
      });
      void navigate({ to: ACCOUNT_SUMMARY_PATH });
    },
    [navigate, t],
  );
  const cycle = useActionCycle('Password Reset', resetAndTell, { onSettled });
  const busy = useSelector(cycle, (s) => s.hasTag('busy'));
  const result = useSelector(cycle, (s) => s.context.result);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: sessionEmail ?? customerEmail ?? '' },
    validate: schemaResolver(ZPasswordResetFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const field = useFieldProps(form);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => {
        const body = passwordResetPayload(email, clientConfig.ciamAuthData.clientId);
        cycle.send({ type: 'ACTION.SUBMIT', submission: { request: body, label: customers[0]?.prodIdAlias ?? '' } });
      })}
    >
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
