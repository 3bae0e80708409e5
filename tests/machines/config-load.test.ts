import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TAdminConfig, TClientConfig } from '../../contracts/schemas/config';
import { configLoadMachine } from '../../machines/flows/config-load.machine';

/** Focused behaviour of the configuration load (SPEC §4), with real promise actors. */

const clientConfig: TClientConfig = {
  Region: 'us-east-1',
  url: 'http://localhost:8080/api',
  uuid: '',
  identityPoolId: 'pool',
  globalCode: 'NWM',
  magCode: 'NW',
  resinEnabled: false,
  paymentCaptureUrl: '',
  uptimeMonitorUrl: '',
  ciamAuthData: { url: 'http://localhost:8080', realm: 'portal', clientId: 'portal' },
  myloConfig: { enabled: false, products: [] },
};

// The machine stores the admin configuration as it is; its shape is the contract's business.
const adminConfig = { Branding: { publisher: 'Northwind' } } as unknown as TAdminConfig;

function start(actors: {
  discoverService?: () => Promise<TClientConfig>;
  fetchAdminConfig?: (input: { url: string; globalCode: string }) => Promise<TAdminConfig>;
  reloadPage?: () => void;
}) {
  const machine = configLoadMachine.provide({
    actors: {
      discoverService: fromPromise(actors.discoverService ?? (async () => clientConfig)),
      fetchAdminConfig: fromPromise<TAdminConfig, { url: string; globalCode: string }>(({ input }) =>
        (actors.fetchAdminConfig ?? (async () => adminConfig))(input),
      ),
    },
    actions: { 'reload page': actors.reloadPage ?? (() => {}) },
  });
  return createActor(machine).start();
}

const settled = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 1000 });

describe('configuration load', () => {
  it('discovers the service, then loads the admin configuration of the discovered globalCode', async () => {
    const fetchAdminConfig = vi.fn(async () => adminConfig);
    const actor = start({ fetchAdminConfig });
    expect(actor.getSnapshot().matches('discovering')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    const snapshot = await settled(actor);

    expect(snapshot.matches('loaded')).toBe(true);
    expect(fetchAdminConfig).toHaveBeenCalledExactlyOnceWith({ url: 'http://localhost:8080/api', globalCode: 'NWM' });
    expect(snapshot.context).toEqual({ clientConfig, adminConfig, failure: null });
  });

  it('passes through loadingAdminConfig with the client configuration already stored', async () => {
    let release!: (config: TAdminConfig) => void;
    const actor = start({ fetchAdminConfig: () => new Promise((resolve) => (release = resolve)) });
    const loading = await waitFor(actor, (s) => s.matches('loadingAdminConfig'), { timeout: 1000 });
    expect(loading.hasTag('busy')).toBe(true);
    expect(loading.context.clientConfig).toEqual(clientConfig);
    release(adminConfig);
    expect((await settled(actor)).matches('loaded')).toBe(true);
  });

  it('stores the message and URL when discovery fails, and never asks for the admin configuration', async () => {
    const fetchAdminConfig = vi.fn(async () => adminConfig);
    const actor = start({
      discoverService: async () => {
        throw { message: 'Service unavailable', url: 'http://localhost:8080/api/discovery' };
      },
      fetchAdminConfig,
    });

    const snapshot = await settled(actor);

    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.failure).toEqual({
      message: 'Service unavailable',
      url: 'http://localhost:8080/api/discovery',
    });
    expect(snapshot.context.clientConfig).toBeNull();
    expect(fetchAdminConfig).not.toHaveBeenCalled();
  });

  it('keeps the gateway’s refusal code, which the server-error page says in the subscriber’s language', async () => {
    const actor = start({
      discoverService: async () => {
        throw { message: 'No publisher for this host', url: 'http://localhost:8080/api/discovery', code: 'PUBLISHER_NOT_CONFIGURED' };
      },
    });
    expect((await settled(actor)).context.failure).toEqual({
      message: 'No publisher for this host',
      url: 'http://localhost:8080/api/discovery',
      code: 'PUBLISHER_NOT_CONFIGURED',
    });
  });

  it('keeps a null URL when the failure does not name one', async () => {
    const actor = start({
      discoverService: async () => {
        throw new Error('Network down');
      },
    });
    expect((await settled(actor)).context.failure).toEqual({ message: 'Network down', url: null });
  });

  it('fails with the admin configuration URL when the admin configuration fails', async () => {
    const actor = start({
      fetchAdminConfig: async ({ globalCode }) => {
        throw { message: 'Not found', url: `http://localhost:8080/api/AdminConfig?globalCode=${globalCode}` };
      },
    });

    const snapshot = await settled(actor);

    expect(snapshot.matches('failed')).toBe(true);
    expect(snapshot.context.failure).toEqual({
      message: 'Not found',
      url: 'http://localhost:8080/api/AdminConfig?globalCode=NWM',
    });
    expect(snapshot.context.clientConfig).toEqual(clientConfig);
    expect(snapshot.context.adminConfig).toBeNull();
  });

  it("calls 'reload page' on CONFIG.RETRY in failed, and stays failed", async () => {
    const reloadPage = vi.fn();
    const actor = start({
      discoverService: async () => {
        throw new Error('Service unavailable');
      },
      reloadPage,
    });
    await settled(actor);

    actor.send({ type: 'CONFIG.RETRY' });

    expect(reloadPage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });

  it('ignores CONFIG.RETRY once loaded', async () => {
    const reloadPage = vi.fn();
    const actor = start({ reloadPage });
    await settled(actor);
    actor.send({ type: 'CONFIG.RETRY' });
    expect(reloadPage).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });
});
