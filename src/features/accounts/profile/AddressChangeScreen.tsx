import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import { addressAccountsOf, localIsoDate } from '../../../../machines/rules/profile-actions';
import { BusyNotice } from '../../../app/shell/BusyNotice';
import { useAccountData, useAccountLookup } from '../account-data';
import { ProgressSteps } from '../ProgressSteps';
import { AccountChoiceStep } from './address/AccountChoiceStep';
import { AccountUpdatesStep } from './address/AccountUpdatesStep';
import { ConfirmedPage } from './address/ConfirmedPage';
import { EffectiveDatesStep } from './address/EffectiveDatesStep';
import { ReviewStep } from './address/ReviewStep';
import { useAddressChange, useAddressStep } from './address/use-address-change';
import { ProfileScreen } from './ProfileScreen';

/** §2 /accounts/address: the change of address with its progress bar (§7 call 8). */
export default function AddressChangeScreen() {
  const { t } = useLingui();
  const { lookup } = useAccountData();
  return (
    <ProfileScreen title={t`Change of Address`}>
      {lookup ? (
        <AddressChangeFlow lookup={lookup} />
      ) : (
        <BusyNotice>
          <Trans>Loading your account…</Trans>
        </BusyNotice>
      )}
    </ProfileScreen>
  );
}

function AddressChangeFlow({ lookup }: { lookup: TLookupSuccess }) {
  const accountLookup = useAccountLookup();
  // The flow starts from the accounts of its first render; the addresses shown stay live.
  const [input] = useState(() => ({
    accounts: addressAccountsOf(lookup),
    refetchAccountNumber: accountLookup.getSnapshot().context.key.accountNumber,
    today: localIsoDate(new Date()),
  }));
  const actor = useAddressChange(input);
  const step = useAddressStep(actor);
  const live = addressAccountsOf(lookup);
  return (
    <>
      <ProgressSteps current={step === 'confirmed' ? 'confirmation' : step} />
      {step === 'accountInformation' && <AccountChoiceStep actor={actor} live={live} />}
      {step === 'effectiveDates' && <EffectiveDatesStep actor={actor} />}
      {step === 'accountUpdates' && <AccountUpdatesStep actor={actor} accounts={live} />}
      {step === 'confirmation' && <ReviewStep actor={actor} accounts={input.accounts} />}
      {step === 'confirmed' && <ConfirmedPage actor={actor} live={live} />}
    </>
  );
}
