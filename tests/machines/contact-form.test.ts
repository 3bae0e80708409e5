import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TContactEmailPayload, TCustServEmailResponse } from '../../contracts/schemas/mail';
import { contactFailureCode, contactFormMachine, stateChoicesFor, type ContactSubject } from '../../machines/flows/contact-form.machine';
import { contactFormSamplePayload as payload } from '../../machines/paths/contact-form.paths';

/** Focused behaviour of the contact form (SPEC §4 Contact form), with real promise actors. */

const SUBJECTS: Record<string, ContactSubject[]> = {
  NWM: [{ title: 'Billing question', prompt: 'Please give the invoice number.' }],
  NWB: [{ title: 'Shipment question', prompt: 'Which volume is it about?' }],
};

function start(options: { magCode?: string; country?: string; send?: (payload: TContactEmailPayload) => Promise<TCustServEmailResponse> } = {}) {
  const calls: Array<{ action: string; params?: unknown }> = [];
  const loadSubjects = vi.fn(async ({ input }: { input: { prodIdAlias: string } }) => SUBJECTS[input.prodIdAlias] ?? []);
  const machine = contactFormMachine.provide({
    actors: {
      loadSubjects: fromPromise(loadSubjects),
      sendCustServEmail: fromPromise(({ input }) => (options.send ?? (async () => ({ success: true, messageId: '7' })))(input.payload)),
    },
    actions: {
      'clear subject': () => void calls.push({ action: 'clear subject' }),
      'clear state': () => void calls.push({ action: 'clear state' }),
      navigate: (_, params) => void calls.push({ action: 'navigate', params }),
    },
  });
  const actor = createActor(machine, { input: { magCode: options.magCode ?? 'NWM', country: options.country ?? 'US' } }).start();
  return { actor, calls, loadSubjects };
}

const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches({ open: { form: 'editing' } }), { timeout: 1000 });

describe('contact form', () => {
  it('starts with the client’s magCode as the product and loads its subjects; GFT until a magCode is known', async () => {
    const { actor, loadSubjects } = start();
    expect(actor.getSnapshot().context.productSelected).toBe('NWM');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await editing(actor);
    expect(snapshot.context.subjects).toEqual(SUBJECTS.NWM);
    expect(loadSubjects).toHaveBeenCalledWith(expect.objectContaining({ input: { prodIdAlias: 'NWM' } }));

    const unknown = start({ magCode: '' });
    expect(unknown.actor.getSnapshot().context.productSelected).toBe('GFT');
  });

  it('reloads the subjects when the product changes and clears the chosen subject', async () => {
    const { actor, calls, loadSubjects } = start();
    await editing(actor);
    actor.send({ type: 'CONTACT.PRODUCT', prodIdAlias: 'NWB' });
    expect(actor.getSnapshot().matches({ open: { form: 'loadingSubjects' } })).toBe(true);
    expect(actor.getSnapshot().context.subjects).toEqual([]);
    expect(calls).toEqual([{ action: 'clear subject' }]);
    const snapshot = await editing(actor);
    expect(snapshot.context).toMatchObject({ productSelected: 'NWB', subjects: SUBJECTS.NWB });
    expect(loadSubjects).toHaveBeenLastCalledWith(expect.objectContaining({ input: { prodIdAlias: 'NWB' } }));
  });

  it('clears the state when the country changes; the choices are the US or the CA list', async () => {
    const { actor, calls } = start({ country: '' });
    expect(actor.getSnapshot().context.stateChoices).toBeNull();
    actor.send({ type: 'CONTACT.COUNTRY', country: 'CA' });
    expect(actor.getSnapshot().context.stateChoices).toBe('CA');
    actor.send({ type: 'CONTACT.COUNTRY', country: 'FR' });
    expect(actor.getSnapshot().context.stateChoices).toBeNull();
    expect(calls).toEqual([{ action: 'clear state' }, { action: 'clear state' }]);
    expect([stateChoicesFor('us'), stateChoicesFor(' CA '), stateChoicesFor('MX')]).toEqual(['US', 'CA', null]);
  });

  it('disables submitting while sending, then shows the result; close clears the email state and goes to the summary', async () => {
    let answer!: (response: TCustServEmailResponse) => void;
    const send = vi.fn(() => new Promise<TCustServEmailResponse>((resolve) => (answer = resolve)));
    const { actor, calls } = start({ send });
    await editing(actor);
    actor.send({ type: 'CONTACT.SUBMIT', payload });
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CONTACT.SUBMIT', payload })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CONTACT.PRODUCT', prodIdAlias: 'NWB' })).toBe(false);
    expect(send).toHaveBeenCalledExactlyOnceWith(payload);
    answer({ success: true, messageId: '7' });
    const sent = await waitFor(actor, (s) => s.matches({ open: 'sent' }), { timeout: 1000 });
    expect(sent.context.payload).toEqual(payload);

    actor.send({ type: 'CONTACT.CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ payload: null, failure: null, subjects: [] });
    expect(calls).toEqual([{ action: 'navigate', params: { to: '/accounts/summary' } }]);
  });

  it('keeps the message after a failed send and carries the failure code; a retry clears it', async () => {
    const send = vi.fn().mockRejectedValueOnce({ code: 'RATE_LIMITED' }).mockResolvedValueOnce({ success: true });
    const { actor } = start({ send });
    await editing(actor);
    actor.send({ type: 'CONTACT.SUBMIT', payload });
    const failed = await waitFor(actor, (s) => s.context.failure !== null, { timeout: 1000 });
    expect(failed.matches({ open: { form: 'editing' } })).toBe(true);
    expect(failed.context).toMatchObject({ failure: 'RATE_LIMITED', payload, subjects: SUBJECTS.NWM });

    actor.send({ type: 'CONTACT.SUBMIT', payload });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await waitFor(actor, (s) => s.matches({ open: 'sent' }), { timeout: 1000 });
  });

  it('cancel from the form closes it too', async () => {
    const { actor, calls } = start();
    await editing(actor);
    actor.send({ type: 'CONTACT.CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([{ action: 'navigate', params: { to: '/accounts/summary' } }]);
  });

  it('reads failure codes, anything unknown being SEND_FAILED', () => {
    expect(contactFailureCode({ code: 'SESSION_REQUIRED' })).toBe('SESSION_REQUIRED');
    expect(contactFailureCode('REJECTED')).toBe('REJECTED');
    expect(contactFailureCode(new Error('Network down'))).toBe('SEND_FAILED');
    expect(contactFailureCode({ code: 'SOMETHING' })).toBe('SEND_FAILED');
  });
});
