import { useActorRef, useSelector } from '@xstate/react';
import { configLoadMachine } from '../../../machines/flows/config-load.machine';
import { discoverService, fetchAdminConfig } from './actors';

/** Wires the configuration-load machine (§4) to the real gateway. */
export function useConfigLoad() {
  const actorRef = useActorRef(
    configLoadMachine.provide({
      actors: { discoverService, fetchAdminConfig },
      actions: { 'reload page': () => window.location.reload() },
    }),
  );
  const view = useSelector(actorRef, (snapshot) => ({
    loading: snapshot.hasTag('busy'),
    failed: snapshot.matches('failed'),
    clientConfig: snapshot.context.clientConfig,
    adminConfig: snapshot.context.adminConfig,
    failure: snapshot.context.failure,
  }), (a, b) => a.loading === b.loading && a.failed === b.failed && a.adminConfig === b.adminConfig && a.failure === b.failure);
  return { ...view, retry: () => actorRef.send({ type: 'CONFIG.RETRY' }) };
}
