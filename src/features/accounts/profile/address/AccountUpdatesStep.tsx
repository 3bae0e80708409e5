import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { StepButtons } from '../../StepButtons';
import type { AddressChangeRef } from '../../../../../machines/flows/address-change.machine';
import type { AddressAccount } from '../../../../../machines/rules/profile-actions';
import { stateAfterCountryChange } from '../../../forms/address-options';
import { addressFormOf, addressStepSchema } from './address-form';
import { AddressFieldset, type AddressStepValues } from './AddressFieldset';

/**
 * Progress step "Account Updates": the new address, and the gift recipients' new address when
 * their accounts were chosen. Starts from what was typed before, else the current address.
 */
export function AccountUpdatesStep({ actor, accounts }: { actor: AddressChangeRef; accounts: { own: AddressAccount[]; gifts: AddressAccount[] } }) {
  const { t } = useLingui();
  const draft = useSelector(actor, (s) => s.context.draft);
  const chosen = { own: draft.accountNumbers.length > 0, gifts: draft.giftAccountNumbers.length > 0 };
  const firstOf = (list: AddressAccount[], numbers: string[]) => list.find((a) => numbers.includes(a.accountNumber))?.address;
  const form = useForm<AddressStepValues>({
    mode: 'controlled',
    initialValues: {
      address: addressFormOf(draft.address ?? firstOf(accounts.own, draft.accountNumbers)),
      giftAddress: addressFormOf(draft.giftAddress ?? firstOf(accounts.gifts, draft.giftAccountNumbers)),
    },
    validate: schemaResolver(addressStepSchema(chosen), { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      // §4: changing the country clears the state (or keeps it while the list stays the same).
      for (const which of ['address', 'giftAddress'] as const) {
        const { country, state } = values[which];
        if (country === previous[which].country) continue;
        const next = stateAfterCountryChange(previous[which].country, country, state);
        if (next !== state) form.setFieldValue(`${which}.state`, next);
      }
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        actor.send({ type: 'ADDRESS.UPDATES', address: chosen.own ? values.address : null, giftAddress: chosen.gifts ? values.giftAddress : null }),
      )}
    >
      <Stack gap="md">
        {chosen.own && <AddressFieldset form={form} which="address" legend={t`Your new address`} />}
        {chosen.gifts && <AddressFieldset form={form} which="giftAddress" legend={t`The gift recipient’s new address`} />}
        <StepButtons onBack={() => actor.send({ type: 'ADDRESS.BACK' })}>
          <Trans>Next</Trans>
        </StepButtons>
      </Stack>
    </form>
  );
}
