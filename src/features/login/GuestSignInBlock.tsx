import { useLingui } from '@lingui/react/macro';
import { NativeSelect, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { usePortalConfig } from '../../app/config-context';
import { inNextTask } from '../../app/next-task';
import { BusyNotice } from '../../app/shell/BusyNotice';
import type { GuestFormProps } from './forms/guest-form';
import { GUEST_TAB_NAMES, enabledGuestMethods, initialGuestMethod, signInLoadingText, type GuestMethod } from './guest-methods';
import { useGuestLookup } from './use-guest-lookup';

/** Each form loads when its method is chosen: /login downloads only what the visitor uses. */
const FORMS: Record<GuestMethod, ComponentType<GuestFormProps>> = {
  AccountNumberPostalCode: lazy(() => inNextTask(import('./forms/AccountNumberForm')).then((m) => ({ default: m.AccountNumberForm }))),
  EmailPostalCode: lazy(() => inNextTask(import('./forms/EmailForm')).then((m) => ({ default: m.EmailForm }))),
  NameAddress: lazy(() => inNextTask(import('./forms/NameAddressForm')).then((m) => ({ default: m.NameAddressForm }))),
};

/**
 * §2 Guest sign-in block: the "Find your account" dropdown (or the tabbed variant) offering only
 * the enabled methods, and the chosen method's form.
 */
export function GuestSignInBlock({ heading, linking, redirectTo }: { heading: string; linking: boolean; redirectTo?: string }) {
  const { t } = useLingui();
  const { adminConfig, locale } = usePortalConfig();
  const signIn = adminConfig.SignIn;
  const methods = enabledGuestMethods(signIn);
  const [method, setMethod] = useState<GuestMethod | null>(() => initialGuestMethod(signIn, { linking }));
  const { submit, authenticating, botCheckAsked } = useGuestLookup(redirectTo);
  // Once the gateway asked for the bot check, it stays shown on this page (the next failure may be another one).
  const [botCheckRequired, setBotCheckRequired] = useState(false);
  if (botCheckAsked && !botCheckRequired) setBotCheckRequired(true);
  const headingId = useId();
  const labels: Record<GuestMethod, string> = {
    AccountNumberPostalCode: t`Account Number`,
    EmailPostalCode: t`Email`,
    NameAddress: t`Name and Address`,
  };
  if (methods.length === 0) return null;
  const formOf = (m: GuestMethod) => {
    const Form = FORMS[m];
    return (
      <Suspense fallback={<BusyNotice>{signInLoadingText(signIn, locale, t`Just a moment`)}</BusyNotice>}>
        <Form submit={submit} authenticating={authenticating} botCheckRequired={botCheckRequired} idPrefix={`guest-${GUEST_TAB_NAMES[m]}`} />
      </Suspense>
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {heading}
      </Title>
      {signIn.GuestLoginLayout === 'tabs' && methods.length > 1 ? (
        // Only the chosen tab's form is mounted, so only its code loads (issue 15).
        <Tabs keepMounted={false} value={method ? GUEST_TAB_NAMES[method] : null} onChange={(value) => setMethod(methods.find((m) => GUEST_TAB_NAMES[m] === value) ?? null)}>
          <Tabs.List aria-label={t`Find your account`}>
            {methods.map((m) => (
              <Tabs.Tab key={m} value={GUEST_TAB_NAMES[m]}>
                {labels[m]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {methods.map((m) => (
            <Tabs.Panel key={m} value={GUEST_TAB_NAMES[m]} pt="md">
              {formOf(m)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <>
          {methods.length > 1 && (
            <NativeSelect
              label={t`Find your account`}
              value={method ?? ''}
              onChange={(event) => setMethod((event.currentTarget.value || null) as GuestMethod | null)}
              data={[{ value: '', label: t`Choose a way to find your account` }, ...methods.map((m) => ({ value: m, label: labels[m] }))]}
            />
          )}
          {method && <div key={method}>{formOf(method)}</div>}
        </>
      )}
    </Stack>
  );
}
