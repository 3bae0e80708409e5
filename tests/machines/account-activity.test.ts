import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { accountActivityMachine, type AccountActivityEntry } from '../../machines/flows/account-activity.machine';
import { waitFor } from './support/wait-for';

const entry = (accountNumber: string, at: string, kind: AccountActivityEntry['kind']): AccountActivityEntry => ({ accountNumber, at, kind, status: 'done' });

describe('account activity', () => {
  it('shows the entries of every account newest first, whatever order the calls answered in', async () => {
    const answered = [entry('10000001', '2026-11-20T10:00:00.000Z', 'suspend'), entry('10000002', '2026-11-21T09:00:00.000Z', 'payment'), entry('10000001', '2026-11-21T08:00:00.000Z', 'resume')];
    const actor = createActor(accountActivityMachine.provide({ actors: { loadActivity: fromPromise(async () => answered) } }), {
      input: { accountNumbers: ['10000001', '10000002'] },
    }).start();
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(shown.context.entries.map((e) => e.kind)).toEqual(['payment', 'resume', 'suspend']);
  });

  it('keeps the gateway order of entries at the same moment', async () => {
    const at = '2026-11-21T09:00:00.000Z';
    const answered = [entry('10000002', at, 'payment'), entry('10000001', at, 'suspend'), entry('10000001', '2026-11-22T09:00:00.000Z', 'resume')];
    const actor = createActor(accountActivityMachine.provide({ actors: { loadActivity: fromPromise(async () => answered) } }), {
      input: { accountNumbers: ['10000001', '10000002'] },
    }).start();
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(shown.context.entries.map((e) => e.kind)).toEqual(['resume', 'payment', 'suspend']);
  });

  it('keeps the failure message for the retry panel, and a retry loads again', async () => {
    let calls = 0;
    const actor = createActor(
      accountActivityMachine.provide({
        actors: {
          loadActivity: fromPromise(async (): Promise<AccountActivityEntry[]> => {
            calls += 1;
            if (calls === 1) throw new Error('HTTP 500');
            return [];
          }),
        },
      }),
      { input: { accountNumbers: ['10000001'] } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.errorMessage).toBe('HTTP 500');
    actor.send({ type: 'ACTIVITY.RETRY' });
    const shown = await waitFor(actor, (s) => s.matches('shown'));
    expect(shown.context).toMatchObject({ entries: [], errorMessage: null });
    expect(calls).toBe(2);
  });
});
