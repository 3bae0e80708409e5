import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createPortalServer } from '../../server/http/server';

describe('the portal server on shutdown', () => {
  it('is drained only once a request whose client hung up has finished', async () => {
    let finishHandler!: () => void;
    const handlerMayFinish = new Promise<void>((resolve) => (finishHandler = resolve));
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    const server = createPortalServer({
      fetch: async () => {
        handlerStarted();
        await handlerMayFinish;
        return new Response('late');
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const client = request({ port, host: '127.0.0.1', path: '/slow' });
    client.on('error', () => undefined);
    client.end();
    await started;
    client.destroy();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await closed;

    let drained = false;
    const draining = server.drained().then(() => (drained = true));
    await sleep(50);
    expect(drained).toBe(false);
    finishHandler();
    await draining;
    expect(drained).toBe(true);
  });

  it('is drained at once when nothing is being handled', async () => {
    const server = createPortalServer({ fetch: () => new Response('ok') });
    await expect(server.drained()).resolves.toBeUndefined();
  });
});
