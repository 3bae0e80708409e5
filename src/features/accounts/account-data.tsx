import { i18n } from '@lingui/core';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import { accountRefetchRequest } from '../../../machines/rules/account';
import { accountLookupMachine, type AccountLookupRef } from '../../../machines/flows/account-lookup.machine';
import { signInFailureCode } from '../../../machines/rules/sign-in';
import { notify } from '../../app/notifications';
import { sessionMessages, signInFailureMessages } from '../session/messages';
import { useSessionActor } from '../session/session-context';
import { fetchAccount } from './account-actors';

const AccountLookupContext = createContext<AccountLookupRef | null>(null);

/**
 * Holds the account lookup (§4) for every screen under /accounts: the data the sign-in fetched,
 * or a fresh lookup after a reload, and the refetch every action asks for.
 */
export function AccountDataProvider({ children }: { children: ReactNode }) {
  const session = useSessionActor();
  const actor = useActorRef(
    accountLookupMachine.provide({
      actors: {
        fetchAccount: fromPromise(async ({ input }) => {
          const { settings, session: persisted } = session.getSnapshot().context;
          return fetchAccount(accountRefetchRequest(settings, input, persisted?.lookupRequest));
        }),
      },
      actions: {
        'share lookup': (_, { lookup, key }) => session.send({ type: 'SESSION.ACCOUNT_REFRESHED', lookup, loginPostalCode: key.postalCode }),
        'notify lookup failure': (_, { code }) =>
          void notify({ color: 'red', title: i18n._(sessionMessages.lookupErrorTitle), message: i18n._(signInFailureMessages[signInFailureCode(code)]) }),
        'time out session': (_, { message }) => session.send({ type: 'SESSION.TIMEOUT', message }),
      },
    }),
    {
      input: (() => {
        const { lookup, session: persisted } = session.getSnapshot().context;
        return {
          lookup,
          key: { accountNumber: persisted?.loginAccountNumber ?? persisted?.accountNumbers[0] ?? '', postalCode: persisted?.loginPostalCode ?? '' },
        };
      })(),
    },
  );
  return <AccountLookupContext.Provider value={actor}>{children}</AccountLookupContext.Provider>;
}

export function useAccountLookup(): AccountLookupRef {
  const actor = useContext(AccountLookupContext);
  if (!actor) throw new Error('useAccountLookup outside AccountDataProvider');
  return actor;
}

export interface AccountData {
  /** The last lookup, kept on screen while a refetch runs. */
  lookup: TLookupSuccess | null;
  loading: boolean;
  failed: boolean;
  refetch: () => void;
}

/** What an account screen reads: the customer data and whether a lookup is running or failed. */
export function useAccountData(): AccountData {
  const actor = useAccountLookup();
  const lookup = useSelector(actor, (s) => s.context.lookup);
  const loading = useSelector(actor, (s) => s.hasTag('busy') || s.matches('waiting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return { lookup, loading, failed, refetch: () => actor.send({ type: 'ACCOUNT.REFETCH' }) };
}
