import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TPaymentResponse } from '../../contracts/schemas/billing';
import type { ActionOutcome } from '../../machines/rules/account';
import { embeddedActionCycle } from '../../machines/flows/action-cycle-child';
import type { BillingRequest } from '../../machines/rules/billing';
import { cardUpdateMachine } from '../../machines/flows/card-update.machine';
import { cardUpdatePathTarget } from '../../machines/paths/card-update.paths';
import { paymentMachine } from '../../machines/flows/payment.machine';
import { capturedCard, cardOnFile, paymentPathInput, sampleInvoice } from '../../machines/paths/payment.paths';

/**
 * Payments and the wallet with the real generic action cycle as their child (SPEC §3 Payment, §4,
 * §7 calls 20 and 24, §8): a promise fake answers the calls, recording fakes stand for analytics
 * and the refetch.
 */

type Answer = (request: BillingRequest) => Promise<ActionOutcome>;

/** The cycle as the app embeds it (src/features/accounts/action-cycle.ts), with fakes. */
function cycleWith(answer: Answer) {
  const effects = { requests: [] as BillingRequest[], analytics: vi.fn(), refetch: vi.fn() };
  const cycle = embeddedActionCycle((request: BillingRequest) => {
    effects.requests.push(request);
    return answer(request);
  }, {
      'report analytics': (_, event) => effects.analytics(event),
      'refetch customer': (_, params) => effects.refetch(params),
      'time out session': () => {},
  });
  return { cycle, effects };
}

function start<M extends AnyStateMachine>(machine: M, input: unknown, answer: Answer) {
  const { cycle, effects } = cycleWith(answer);
  const actor = createActor(machine.provide({ actors: { actionCycle: cycle } } as never), { input: input as never });
  actor.start();
  return { actor, effects };
}

const settledIn = (actor: AnyActorRef, ...states: string[]) => waitFor(actor, (s) => states.some((state) => s.matches(state)), { timeout: 1000 });

const paid = (autoRenewOptIn: boolean): TPaymentResponse => ({
  success: true,
  transactionNumber: 'TX-0001',
  paymentType: 'CC',
  items: [{ accountNumber: '10000019', systemCode: 'SERVPF', planCode: 'NWB-COOKBOOK', autoRenewOptIn }],
});
const ok = (data?: unknown): Promise<ActionOutcome> => Promise.resolve({ results: [{ success: true }], data });

/** The answer of a payment, and of the follow-up's card calls. */
const billing = (payment: () => Promise<ActionOutcome>, cards: Answer = () => ok()): Answer => (request) => (request.call === 'payment' ? payment() : cards(request));

describe('payment', () => {
  it('pays a SERVPF invoice with a new card and auto-renew, then moves the plan to that card (Update Payment Method)', async () => {
    const { actor, effects } = start(paymentMachine, paymentPathInput, billing(() => ok(paid(true))));
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [cardOnFile] });
    actor.send({ type: 'PAYMENT.USE_NEW_CARD' });
    actor.send({ type: 'PAYMENT.CARD_CAPTURED', card: capturedCard });
    actor.send({ type: 'PAYMENT.AUTO_RENEW', optIn: true });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000001' });
    const done = await settledIn(actor, 'paid');

    expect(effects.requests).toEqual([
      {
        call: 'payment',
        idempotencyKey: 'key-0000000000000001',
        body: {
          accountNumber: '10000019',
          prodIdAlias: 'NWB',
          invoiceNumber: 'INV-N500019',
          amountPaid: 24.95,
          paymentType: 'CC',
          ...capturedCard,
          autoRenewOptin: 'Y',
          systemCode: 'SERVPF',
          planCode: 'NWB-COOKBOOK',
          errorSwitch: 'O',
        },
      },
      { call: 'cards', calls: [{ call: 'series', body: { updateType: 'cardupdate', prodIdAlias: 'NWB', recipAccountNumber: '10000019', planCode: 'NWB-COOKBOOK', ...capturedCard } }] },
    ]);
    expect(done.context.payment?.transactionNumber).toBe('TX-0001');
    expect(done.context.followUpResult?.status).toBe('success');
    expect(effects.analytics.mock.calls.map(([e]) => e)).toEqual([
      { category: 'Payment', action: 'Successful', label: 'NWB', value: 2495 },
      { category: 'Update Payment Method', action: 'Successful', label: 'NWB', value: 0 },
    ]);
    // §4: a refetch follows each call.
    expect(effects.refetch).toHaveBeenCalledTimes(2);
  });

  it('pays with a card on file and runs no follow-up without auto-renew', async () => {
    const { actor, effects } = start(paymentMachine, paymentPathInput, billing(() => ok(paid(false))));
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [cardOnFile] });
    actor.send({ type: 'PAYMENT.USE_CARD_ON_FILE', cardProfileId: cardOnFile.cardProfileId });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000001' });
    const done = await settledIn(actor, 'paid');
    expect(effects.requests).toHaveLength(1);
    expect(effects.requests[0]).toMatchObject({ call: 'payment', body: { cardProfileId: 'pm_sample_0001', autoRenewOptin: 'N' } });
    expect(done.context.followUpResult).toBeNull();
  });

  it('shows Error on Payment at the review, keeps every choice, retries with the same key and renews it when the body changes', async () => {
    let fail = true;
    const { actor, effects } = start(
      paymentMachine,
      paymentPathInput,
      billing(() => (fail ? Promise.reject(new Error('HTTP 500')) : ok(paid(false)))),
    );
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [] });
    actor.send({ type: 'PAYMENT.USE_NEW_CARD' });
    actor.send({ type: 'PAYMENT.CARD_CAPTURED', card: capturedCard });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000001' });
    const failed = await settledIn(actor, 'reviewing');
    expect(failed.context.result).toEqual({ status: 'error', reason: 'exception', message: 'HTTP 500' });
    expect(failed.context.invoice).toEqual(sampleInvoice);
    expect(failed.context.method).toEqual({ source: 'new', card: capturedCard });
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Payment', action: 'Unknown Error', label: 'NWB', value: 2495 });

    // The same body again: the first key, so a payment whose answer was lost is replayed, not charged twice.
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000002' });
    await settledIn(actor, 'reviewing');
    expect(effects.requests.map((r) => (r.call === 'payment' ? r.idempotencyKey : null))).toEqual(['key-0000000000000001', 'key-0000000000000001']);

    // The opt-in changed: another body, the fresh key.
    actor.send({ type: 'PAYMENT.AUTO_RENEW', optIn: true });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000003' });
    await settledIn(actor, 'reviewing');
    expect(effects.requests.at(-1)).toMatchObject({ idempotencyKey: 'key-0000000000000003', body: { autoRenewOptin: 'Y' } });

    // Back at the invoices and the same choices again (the opt-in is kept): still the last attempt's key.
    actor.send({ type: 'PAYMENT.BACK' });
    actor.send({ type: 'PAYMENT.BACK' });
    expect(actor.getSnapshot().value).toBe('choosingInvoice');
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [] });
    actor.send({ type: 'PAYMENT.USE_NEW_CARD' });
    actor.send({ type: 'PAYMENT.CARD_CAPTURED', card: capturedCard });
    fail = false;
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000004' });
    await settledIn(actor, 'paid');
    expect(effects.requests.at(-1)).toMatchObject({ idempotencyKey: 'key-0000000000000003', body: { autoRenewOptin: 'Y' } });
  });

  it('pays once when Pay is pressed twice', async () => {
    let release: (outcome: ActionOutcome) => void = () => {};
    const { actor, effects } = start(paymentMachine, paymentPathInput, billing(() => new Promise((resolve) => (release = resolve))));
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [cardOnFile] });
    actor.send({ type: 'PAYMENT.USE_CARD_ON_FILE', cardProfileId: cardOnFile.cardProfileId });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000001' });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000002' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    release({ results: [{ success: true }], data: paid(false) });
    await settledIn(actor, 'paid');
    expect(effects.requests).toHaveLength(1);
  });

  it('confirms the payment even when the Update Payment Method follow-up fails, with that error', async () => {
    const { actor, effects } = start(
      paymentMachine,
      paymentPathInput,
      billing(
        () => ok(paid(true)),
        () => Promise.resolve({ results: [{ success: false, message: 'Plan not found' }] }),
      ),
    );
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [cardOnFile] });
    actor.send({ type: 'PAYMENT.USE_CARD_ON_FILE', cardProfileId: cardOnFile.cardProfileId });
    actor.send({ type: 'PAYMENT.AUTO_RENEW', optIn: true });
    actor.send({ type: 'PAYMENT.PAY', idempotencyKey: 'key-0000000000000001' });
    const done = await settledIn(actor, 'paid');
    expect(done.context.result?.status).toBe('success');
    expect(done.context.followUpResult).toEqual({ status: 'error', reason: 'unsuccessful', message: 'Plan not found' });
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Update Payment Method', action: 'Unsuccessful', label: 'NWB', value: 0 });
    // A paid invoice is not offered again: Pay another starts from the invoices.
    actor.send({ type: 'PAYMENT.RESTART' });
    expect(actor.getSnapshot().context).toMatchObject({ invoice: null, method: null, attempt: null, payment: null });
  });

  it('refuses a paid invoice and a card that is not on file, before any call', () => {
    const { actor, effects } = start(paymentMachine, paymentPathInput, billing(() => ok(paid(false))));
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: { ...sampleInvoice, status: 'paid', amountDue: 0 }, cardsOnFile: [] });
    expect(actor.getSnapshot().value).toBe('choosingInvoice');
    actor.send({ type: 'PAYMENT.CHOOSE_INVOICE', invoice: sampleInvoice, cardsOnFile: [cardOnFile] });
    actor.send({ type: 'PAYMENT.USE_CARD_ON_FILE', cardProfileId: 'pm_of_someone_else' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(effects.requests).toEqual([]);
  });
});

describe('card update', () => {
  it('replaces the card of every associated account in one batch, then shows it saved', async () => {
    const { actor, effects } = start(cardUpdateMachine, undefined, () => ok());
    actor.send({ type: 'CARD.CHOOSE', target: cardUpdatePathTarget });
    actor.send({ type: 'CARD.CAPTURED', card: capturedCard });
    actor.send({ type: 'CARD.SAVE' });
    await settledIn(actor, 'saved');
    expect(effects.requests).toEqual([
      {
        call: 'cards',
        calls: [
          {
            call: 'paymentInstrument',
            body: {
              accountNumber: '10000023',
              prodIdAlias: 'NWD',
              systemCode: 'RESIN',
              resinCustomerId: 'rcus_10000023',
              resinClientId: 'northwind-digital',
              resinPaymentInstrumentId: 'rpi_sample_0341',
              ...capturedCard,
            },
          },
        ],
      },
    ]);
    expect(effects.analytics).toHaveBeenCalledExactlyOnceWith({ category: 'Card Update', action: 'Successful', label: 'NWD', value: 0 });
    expect(effects.refetch).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CARD.DONE' });
    expect(actor.getSnapshot().context).toEqual({ target: null, card: null, result: null });
  });

  it('fails the batch when one call does not succeed, keeps the new card, and a retry sends the same calls', async () => {
    const two = { ...cardUpdatePathTarget, accounts: [...cardUpdatePathTarget.accounts, { accountNumber: '10000001', prodIdAlias: 'NWM', systemCode: 'SERV' as const, planCodes: [] }] };
    let answer: Answer = () => Promise.resolve({ results: [{ success: true }, { success: false }] });
    const { actor, effects } = start(cardUpdateMachine, undefined, (r) => answer(r));
    actor.send({ type: 'CARD.CHOOSE', target: two });
    actor.send({ type: 'CARD.CAPTURED', card: capturedCard });
    actor.send({ type: 'CARD.SAVE' });
    const failed = await settledIn(actor, 'reviewing');
    expect(failed.context.result).toEqual({ status: 'error', reason: 'unsuccessful' });
    expect(failed.context.card).toEqual(capturedCard);
    answer = () => Promise.resolve({ results: [{ success: true }, { success: true }] });
    actor.send({ type: 'CARD.SAVE' });
    await settledIn(actor, 'saved');
    expect(effects.requests[1]).toEqual(effects.requests[0]);
    expect((effects.requests[0] as Extract<BillingRequest, { call: 'cards' }>).calls.map((c) => c.call)).toEqual(['paymentInstrument', 'cardUpdate']);
  });

  it('does not start for a card it cannot update', () => {
    const { actor } = start(cardUpdateMachine, undefined, () => ok());
    actor.send({ type: 'CARD.CHOOSE', target: { ...cardUpdatePathTarget, accounts: [] } });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
  });
});
