import { useActorRef, useSelector } from '@xstate/react';
import { addressChangeMachine, type AddressChangeInput, type AddressChangeRef } from '../../../../../machines/flows/address-change.machine';
import type { ProgressStep } from '../../ProgressSteps';
import { embeddedActionCycle, useCycleEffects } from '../../action-cycle';
import { useAccountLookup } from '../../account-data';
import { changeAddress } from '../profile-actors';

/** Wires the address change (machines/flows/address-change.machine.ts) to the gateway, the cycle's effects and the refetch. */
export function useAddressChange(input: AddressChangeInput): AddressChangeRef {
  const effects = useCycleEffects();
  const accountLookup = useAccountLookup();
  return useActorRef(
    addressChangeMachine.provide({
      actors: { actionCycle: embeddedActionCycle(changeAddress, effects) },
      actions: { 'refetch customer': (_, { delayMs }) => accountLookup.send({ type: 'ACCOUNT.REFETCH', delayMs }) },
    }),
    { input },
  );
}

export type AddressStep = ProgressStep | 'confirmed';

/** The screen shown for the machine's state: one per progress step, then the confirmation page. */
export function useAddressStep(actor: AddressChangeRef): AddressStep {
  return useSelector(actor, (s) => {
    if (s.matches('accountInformation')) return 'accountInformation';
    if (s.matches('effectiveDates')) return 'effectiveDates';
    if (s.matches('accountUpdates')) return 'accountUpdates';
    if (s.matches('confirmed')) return 'confirmed';
    return 'confirmation';
  });
}
