import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { waitFor } from './support/wait-for';
import type { TCancelOrderEmailPayload } from '../../contracts/schemas/mail';
import type { ActionOutcome } from '../../machines/rules/account';
import { embeddedActionCycle } from '../../machines/flows/action-cycle-child';
import { autoRenewMachine } from '../../machines/flows/auto-renew.machine';
import { extensionMachine } from '../../machines/flows/extension.machine';
import { orderCancelMachine } from '../../machines/flows/order-cancel.machine';
import { orderTransferMachine } from '../../machines/flows/order-transfer.machine';
import type { OrderActionRequest, OrderSubject } from '../../machines/rules/orders';
import { resinSubject, servSubject } from '../../machines/paths/orders.paths';
import { resinGiftChangeMachine } from '../../machines/flows/resin-gift-change.machine';
import { resinGiftMachine } from '../../machines/flows/resin-gift.machine';
import { retentionOfferMachine } from '../../machines/flows/retention-offer.machine';
import { storeCreditRefundMachine } from '../../machines/flows/store-credit-refund.machine';
import { servSubscription } from '../../machines/paths/suspend-resume.paths';

/**
 * The order flows with the real generic action cycle as their child, and the real retention offer
 * (with its own cycles) where a flow makes one (SPEC §4, §7 calls 19, 21–23, 25–27, 29, §8): a
 * promise fake answers the gateway calls, recording fakes stand for analytics, refetch, the
 * session timeout and the cancel-order email.
 */

type Answer = (request: OrderActionRequest) => Promise<ActionOutcome>;

function harness(answer: Answer) {
  const effects = {
    requests: [] as OrderActionRequest[],
    analytics: vi.fn(),
    refetch: vi.fn(),
    timeout: vi.fn(),
    emails: [] as TCancelOrderEmailPayload[],
  };
  const cycle = embeddedActionCycle((request: OrderActionRequest) => {
    effects.requests.push(request);
    return answer(request);
  }, {
      'report analytics': (_, event) => effects.analytics(event),
      'refetch customer': (_, params) => effects.refetch(params),
      'time out session': (_, params) => effects.timeout(params),
  });
  const retentionOffer = retentionOfferMachine.provide({ actors: { actionCycle: cycle } });
  const storeCreditRefund = storeCreditRefundMachine.provide({ actors: { actionCycle: cycle } });
  return { cycle, retentionOffer, storeCreditRefund, effects };
}

function start<M extends AnyStateMachine>(
  machine: M,
  answer: Answer,
  options: { input?: unknown; mail?: (payload: TCancelOrderEmailPayload) => Promise<{ success: boolean }> } = {},
) {
  const { cycle, retentionOffer, storeCreditRefund, effects } = harness(answer);
  const sendCancelOrderEmail = fromPromise(async ({ input }: { input: TCancelOrderEmailPayload }) => {
    effects.emails.push(input);
    return (options.mail ?? (() => Promise.resolve({ success: true, messageId: '1' })))(input);
  });
  const actor = createActor(machine.provide({ actors: { actionCycle: cycle, retentionOffer, storeCreditRefund, sendCancelOrderEmail } } as never), {
    input: options.input as never,
  });
  actor.start();
  return { actor, effects };
}

const ok = (data: unknown = { success: true }): Promise<ActionOutcome> => Promise.resolve({ results: [{ success: true }], data });
const refused = (message: string): Promise<ActionOutcome> => Promise.resolve({ results: [{ success: false, message }], data: { success: false, message } });
const offer = { offerId: 'NWM-STAY-3', title: 'Three issues free', description: 'Stay and get three more issues.', offerValue: 0, transactionCode: 'CANCEL' };
const offers = (list: unknown[]) => ok({ success: true, intellisels: [{ offers: list }] });
const accepted = ok({ success: true, intellisels: [{ offers: [] }], accepted: { offerId: offer.offerId, extendedByIssues: 3 } });

/** Intellisel calls answered with `intellisel`; every other call with `other`. */
const answering = (intellisel: (request: OrderActionRequest) => Promise<ActionOutcome>, other: Answer = () => ok()): Answer => (request) =>
  request.call === 'intellisel' ? intellisel(request) : other(request);
const isAccept = (request: OrderActionRequest) => request.call === 'intellisel' && request.body.intellisel.acceptOfferId !== undefined;

const settledIn = (actor: AnyActorRef, ...states: string[]) => waitFor(actor, (s) => states.some((state) => s.matches(state)), { timeout: 1000 });
/** The flow's retention offer once it shows its offer (the child's own snapshots, not the flow's). */
async function offerOf(actor: AnyActorRef): Promise<AnyActorRef> {
  const flow = await waitFor(actor, (s) => s.children.retentionOffer !== undefined, { timeout: 1000 });
  const child = flow.children.retentionOffer as AnyActorRef;
  await waitFor(child, (s) => s.matches('offering'), { timeout: 1000 });
  return child;
}
const callsOf = (requests: OrderActionRequest[]) => requests.map((r) => (r.call === 'intellisel' ? `intellisel:${r.body.intellisel.acceptOfferId ? 'accept' : 'load'}` : r.call));

describe('retention offer', () => {
  const order = servSubject.order;

  it('loads the offers of the event without a refetch, shows the first, and accepting applies it with a refetch', async () => {
    const { actor, effects } = start(retentionOfferMachine, (r) => (isAccept(r) ? accepted : offers([offer, { ...offer, offerId: 'OTHER' }])), {
      input: { event: 'cancel', order },
    });
    const offering = await settledIn(actor, 'offering');
    expect(offering.context.offer).toEqual(offer);
    expect(effects.requests[0]).toEqual({
      call: 'intellisel',
      body: { accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', intellisel: { event: 'cancel', transactionCode: 'CANCEL', offerValue: 0 } },
    });
    expect(effects.refetch).not.toHaveBeenCalled();

    actor.send({ type: 'OFFER.ACCEPT' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'accepted', offer, accepted: { offerId: offer.offerId, extendedByIssues: 3 }, loadFailure: null });
    expect(effects.requests[1]).toMatchObject({ call: 'intellisel', body: { intellisel: { acceptOfferId: 'NWM-STAY-3', offerValue: 0, transactionCode: 'CANCEL' } } });
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 0 });
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Load of Intellisel', action: 'Successful', label: 'NWM', value: 0 });
  });

  it('ends declined when there is no offer, and when the load fails (kept in the output for the flow to mention)', async () => {
    const none = start(retentionOfferMachine, () => offers([]), { input: { event: 'stopAutoRenew', order } });
    await waitFor(none.actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(none.actor.getSnapshot().output?.outcome).toBe('declined');
    expect(none.effects.requests[0]).toMatchObject({ body: { intellisel: { event: 'stopAutoRenew', transactionCode: 'AUTORENEW' } } });

    const broken = start(retentionOfferMachine, () => Promise.reject(new Error('HTTP 500')), { input: { event: 'cancel', order } });
    await waitFor(broken.actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(broken.actor.getSnapshot().output?.outcome).toBe('declined');
    expect(broken.actor.getSnapshot().output?.loadFailure).toEqual({ status: 'error', reason: 'exception', message: 'HTTP 500' });
    expect(none.actor.getSnapshot().output?.loadFailure).toBeNull();
    expect(broken.effects.analytics).toHaveBeenCalledExactlyOnceWith({ category: 'Load of Intellisel', action: 'Unknown Error', label: 'NWM', value: 0 });
    expect(broken.effects.timeout).not.toHaveBeenCalled();
  });

  it('keeps the offer with the §8 result after a failed accept; declining then ends declined', async () => {
    const { actor } = start(retentionOfferMachine, (r) => (isAccept(r) ? refused('Unknown offer') : offers([offer])), { input: { event: 'cancel', order } });
    await settledIn(actor, 'offering');
    actor.send({ type: 'OFFER.ACCEPT' });
    const failed = await waitFor(actor, (s) => s.matches('offering') && s.context.result !== null, { timeout: 1000 });
    expect(failed.context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: 'Unknown offer' });
    actor.send({ type: 'OFFER.DECLINE' });
    expect(actor.getSnapshot().output?.outcome).toBe('declined');
  });
});

describe('stop auto-renew', () => {
  it('declining the offer continues the stop: POST /cofp autoRenewStop, then the refetch', async () => {
    const { actor, effects } = start(autoRenewMachine, answering(() => offers([offer])));
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    expect(actor.getSnapshot().value).toBe('confirmingStop');
    actor.send({ type: 'AUTORENEW.CONFIRM' });
    (await offerOf(actor)).send({ type: 'OFFER.DECLINE' });
    await settledIn(actor, 'stopped');
    expect(callsOf(effects.requests)).toEqual(['intellisel:load', 'cofp']);
    expect(effects.requests[1]).toEqual({
      call: 'cofp',
      body: { action: 'autoRenewStop', accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', removeFromCurrentSingleAutoRenewal: 'Y', allowGiftAutoRenewal: 'Y' },
    });
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Stop Auto Renew', action: 'Successful', label: 'NWM', value: 0 });
    expect(effects.refetch).toHaveBeenCalledTimes(1);
  });

  it('accepting the offer keeps the renewal: nothing is stopped', async () => {
    const { actor, effects } = start(autoRenewMachine, answering((r) => (isAccept(r) ? accepted : offers([offer]))));
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'AUTORENEW.CONFIRM' });
    (await offerOf(actor)).send({ type: 'OFFER.ACCEPT' });
    const done = await settledIn(actor, 'offerAccepted');
    expect(done.context.offerOutcome?.accepted).toEqual({ offerId: offer.offerId, extendedByIssues: 3 });
    expect(callsOf(effects.requests)).toEqual(['intellisel:load', 'intellisel:accept']);
  });

  it('a failed stop shows Error on Stop Auto Renew at the confirmation; a retry stops without a second offer', async () => {
    let fail = true;
    const { actor, effects } = start(autoRenewMachine, answering(() => offers([]), () => (fail ? Promise.reject(new Error('HTTP 500')) : ok())));
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'AUTORENEW.CONFIRM' });
    const failed = await waitFor(actor, (s) => s.matches('confirmingStop') && s.context.result !== null, { timeout: 1000 });
    expect(failed.context.result).toEqual({ status: 'error', reason: 'exception', message: 'HTTP 500' });
    expect(effects.analytics).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Stop Auto Renew', action: 'Unknown Error' }));
    fail = false;
    actor.send({ type: 'AUTORENEW.CONFIRM' });
    await settledIn(actor, 'stopped');
    expect(callsOf(effects.requests)).toEqual(['intellisel:load', 'cofp', 'cofp']);
  });

  it('stops the recurring charge of a Resin order by its subscription id (reason code 1), and of another system as a digital order', async () => {
    const resin = start(autoRenewMachine, answering(() => offers([])));
    resin.actor.send({ type: 'ORDER.FOUND', subject: resinSubject });
    resin.actor.send({ type: 'AUTORENEW.CONFIRM' });
    await settledIn(resin.actor, 'stopped');
    expect(resin.effects.requests[1]).toEqual({
      call: 'orderUpdate',
      body: {
        action: 'stopCharge',
        accountNumber: '10000025',
        prodIdAlias: 'NWD',
        systemCode: 'RESIN',
        resinClientId: 'northwind-digital',
        order: { resinSubscriptionId: 'rsub_n500025', resinAutoRenew: 'N', reasonCode: '1' },
      },
    });
    expect(resin.effects.analytics).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Stop Charge', action: 'Successful' }));

    const ehub: OrderSubject = { ...servSubject, order: { ...servSubject.order, systemCode: 'EHUB', packageTransaction: 'PKG-7' } };
    const other = start(autoRenewMachine, answering(() => offers([])));
    other.actor.send({ type: 'ORDER.FOUND', subject: ehub });
    other.actor.send({ type: 'AUTORENEW.CONFIRM' });
    await settledIn(other.actor, 'stopped');
    expect(other.effects.requests[1]).toMatchObject({
      call: 'orderUpdate',
      body: { action: 'stopCharge', systemCode: 'EHUB', order: { digital: 'Y', stopRecurringCharge: 'Y', orderNumber: 'N500001', packageTransaction: 'PKG-7', reasonCode: '1' } },
    });
  });
});

describe('start auto-renew', () => {
  const notRenewing: OrderSubject = { ...servSubject, order: { ...servSubject.order, autoRenew: false } };

  it('starts by the card on file; a failure keeps the method and a retry sends it again', async () => {
    let fail = true;
    const { actor, effects } = start(autoRenewMachine, () => (fail ? refused('Add a card in your wallet to renew automatically by card.') : ok()));
    actor.send({ type: 'ORDER.FOUND', subject: notRenewing });
    expect(actor.getSnapshot().value).toBe('choosingStart');
    actor.send({ type: 'AUTORENEW.START', method: 'card' });
    const failed = await waitFor(actor, (s) => s.matches('choosingStart') && s.context.result !== null, { timeout: 1000 });
    expect(failed.context.method).toBe('card');
    fail = false;
    actor.send({ type: 'AUTORENEW.START', method: 'card' });
    await settledIn(actor, 'started');
    expect(effects.requests[1]).toEqual({
      call: 'cofp',
      body: { action: 'autoRenewStart', accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', startAutoRenewCreditCard: 'Y', cardProfileId: 'card_10000001' },
    });
    expect(effects.analytics).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'Start Auto Renew', action: 'Successful' }));
  });

  it('offers renewal by card only with a card on file: on credit otherwise', async () => {
    const { actor, effects } = start(autoRenewMachine, () => ok());
    actor.send({ type: 'ORDER.FOUND', subject: { ...notRenewing, cardOnFile: null } });
    actor.send({ type: 'AUTORENEW.START', method: 'card' });
    expect(actor.getSnapshot().value).toBe('choosingStart');
    actor.send({ type: 'AUTORENEW.START', method: 'credit' });
    await settledIn(actor, 'started');
    expect(effects.requests).toEqual([
      { call: 'cofp', body: { action: 'autoRenewStart', accountNumber: '10000001', prodIdAlias: 'NWM', orderNumber: 'N500001', startAutoRenewCredit: 'Y' } },
    ]);
  });

  it('is unavailable for an ended order', () => {
    const { actor, effects } = start(autoRenewMachine, () => ok());
    actor.send({ type: 'ORDER.FOUND', subject: { ...servSubject, order: { ...servSubject.order, orderStatus: 'canceled' } } });
    expect(actor.getSnapshot().context.refusal).toBe('notRenewable');
    expect(effects.requests).toEqual([]);
  });
});

describe('cancel', () => {
  const key = 'test-refund-key-000001';

  it('after a declined offer cancels with every call-22 field that applies, and confirms SERV-paid-cancel', async () => {
    const { actor, effects } = start(orderCancelMachine, answering(() => offers([offer])), { input: { idempotencyKey: key } });
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    expect(actor.getSnapshot().value).toBe('reviewingCancel');
    actor.send({ type: 'CANCEL.CONFIRM' });
    (await offerOf(actor)).send({ type: 'OFFER.DECLINE' });
    const done = await settledIn(actor, 'canceled');
    expect(effects.requests[0]).toMatchObject({ body: { intellisel: { event: 'cancel', transactionCode: 'CANCEL' } } });
    expect(effects.requests[1]).toEqual({
      call: 'orderUpdate',
      body: {
        action: 'orderChange',
        accountNumber: '10000001',
        prodIdAlias: 'NWM',
        systemCode: 'SERV',
        order: { orderNumber: 'N500001', orderItems: servSubject.order.orderItems, orderStatus: 'cancel', reasonCode: 'CUSTCXL', cancel: 'Y', refundType: 'R' },
      },
    });
    expect(done.context.confirmation).toBe('SERV-paid-cancel');
    expect(effects.emails).toEqual([]);
  });

  it('accepting the offer leaves the order as it is', async () => {
    const { actor, effects } = start(orderCancelMachine, answering((r) => (isAccept(r) ? accepted : offers([offer]))), { input: { idempotencyKey: key } });
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    (await offerOf(actor)).send({ type: 'OFFER.ACCEPT' });
    await settledIn(actor, 'offerAccepted');
    expect(callsOf(effects.requests)).toEqual(['intellisel:load', 'intellisel:accept']);
  });

  it.each([
    ['fails', () => Promise.reject(new Error('Internal server error'))],
    ['answers success false', () => refused('This refund needs a customer service agent.')],
  ])('a refundType R cancel that %s sends the cancel-order email and ends sent to customer service', async (_how, failure) => {
    const { actor, effects } = start(orderCancelMachine, answering(() => offers([]), failure), { input: { idempotencyKey: key } });
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    await settledIn(actor, 'sentToCustomerService');
    expect(effects.emails).toHaveLength(1);
    const [email] = effects.emails;
    expect(email).toMatchObject({
      emailType: 'Send Cancel Order Email',
      prodIdAlias: 'NWM',
      accountNumber: '10000001',
      orderNumber: 'N500001',
      custServEmailAddress: 'service@northwind.example',
      customerEmailAddress: 'alice.walker@example.com',
      fromLogin: true,
    });
    const details = Object.fromEntries(email!.details.map((d) => [d.label, d.value]));
    expect(details).toMatchObject({
      'Customer name': 'Alice Walker',
      'Order date': '2026-01-01',
      'Last payment invoice': 'INV-N500001',
      'Last payment date': '2026-01-02',
      'Refund type': 'R',
      'Refund amount': '12.5',
      'Refund to': 'card',
    });
    expect(details['Automatic cancel result']).toMatch(/Internal server error|customer service agent/);
  });

  it('when the email fails too, returns to the review with Error Send Cancel Order Email; a retry makes no second offer', async () => {
    const { actor, effects } = start(orderCancelMachine, answering(() => offers([offer]), () => Promise.reject(new Error('HTTP 500'))), {
      input: { idempotencyKey: key },
      mail: () => Promise.reject(new Error('Your message could not be sent.')),
    });
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    (await offerOf(actor)).send({ type: 'OFFER.DECLINE' });
    const back = await waitFor(actor, (s) => s.matches('reviewingCancel') && s.context.mailFailure !== null, { timeout: 1000 });
    expect(back.context.mailFailure).toBe('Your message could not be sent.');
    actor.send({ type: 'CANCEL.CONFIRM' });
    await waitFor(actor, () => effects.emails.length === 2, { timeout: 1000 });
    expect(callsOf(effects.requests)).toEqual(['intellisel:load', 'orderUpdate', 'orderUpdate']);
  });

  const invalidToken = {
    thrown: () => Promise.reject(new Error('Invalid login token')),
    'answered with success false': () => refused('Invalid login token'),
  };

  it.each(Object.entries(invalidToken))("'Invalid login token' (%s) on the intellisel load ends the session as a timeout: nothing is cancelled", async (_, answer) => {
    const { actor, effects } = start(orderCancelMachine, answering(answer), { input: { idempotencyKey: key } });
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    await settledIn(actor, 'sessionEnded');
    expect(effects.timeout).toHaveBeenCalledExactlyOnceWith({ message: 'Invalid login token' });
    expect(callsOf(effects.requests)).toEqual(['intellisel:load']);
    expect(effects.emails).toEqual([]);
  });

  it.each(Object.entries(invalidToken))("'Invalid login token' (%s) on the cancel itself sends no email", async (_, answer) => {
    const { actor, effects } = start(orderCancelMachine, answering(() => offers([]), answer), {
      input: { idempotencyKey: key },
    });
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    await waitFor(actor, (s) => s.matches('reviewingCancel') && s.context.result !== null, { timeout: 1000 });
    expect(effects.timeout).toHaveBeenCalledOnce();
    expect(effects.emails).toEqual([]);
  });

  it('cancels a Resin order through /resinorderupdate, then refunds the quote to store credit with the flow key (Resin-paid-cancel)', async () => {
    let payoutFails = true;
    const { actor, effects } = start(
      orderCancelMachine,
      answering(
        () => offers([]),
        (r) => (r.call === 'payout' ? (payoutFails ? Promise.reject(new Error('HTTP 503')) : ok({ success: true, transactionNumber: 'PO-9', refundAmount: 30 })) : ok()),
      ),
      { input: { idempotencyKey: key } },
    );
    actor.send({ type: 'ORDER.FOUND', subject: resinSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    const refunding = (await settledIn(actor, 'refunding')).children.storeCreditRefund as AnyActorRef;
    await waitFor(refunding, (s) => s.matches('failed'), { timeout: 1000 });
    expect(effects.requests[1]).toEqual({
      call: 'resinOrderUpdate',
      body: { accountNumber: '10000025', prodIdAlias: 'NWD', resinClientId: 'northwind-digital', systemCode: 'RESIN', path: 'cancel', reasonCode: 'CUSTCXL', resinStoreCredit: true },
    });
    const payout = {
      call: 'payout',
      idempotencyKey: key,
      body: {
        accountNumber: '10000025',
        prodIdAlias: 'NWD',
        orderNumber: 'N500025',
        resinCustomerId: 'rcus_10000025',
        resinClientId: 'northwind-digital',
        refundAmount: 30,
        resinPaymentInstrumentId: 'rpi_10000025',
        path: 'storecredit',
        systemCode: 'RESIN',
      },
    };
    expect(effects.requests[2]).toEqual(payout);
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Store Credit Refund', action: 'Unknown Error', label: 'NWD', value: 3000 });

    payoutFails = false;
    refunding.send({ type: 'REFUND.RETRY', idempotencyKey: 'unused-fresh-key-000001' });
    const done = await settledIn(actor, 'canceled');
    // After an exception the retry is the same refund: same key, same body.
    expect(effects.requests[3]).toEqual(payout);
    expect(done.context.confirmation).toBe('Resin-paid-cancel');
    expect(done.context.refund).toEqual({ refundAmount: 30, transactionNumber: 'PO-9' });
  });

  it('a Resin cancel that fails shows the §8 result at the review, with no email', async () => {
    const { actor, effects } = start(orderCancelMachine, answering(() => offers([]), () => refused('No Resin subscription')), { input: { idempotencyKey: key } });
    actor.send({ type: 'ORDER.FOUND', subject: resinSubject });
    actor.send({ type: 'CANCEL.CONFIRM' });
    const back = await waitFor(actor, (s) => s.matches('reviewingCancel') && s.context.result !== null, { timeout: 1000 });
    expect(back.context.result).toEqual({ status: 'error', reason: 'unsuccessful', message: 'No Resin subscription' });
    expect(effects.emails).toEqual([]);
  });

  it('an order with an open invoice confirms SERV-credit-cancel; one without a quote is not offered', async () => {
    const unpaid: OrderSubject = {
      ...servSubject,
      order: { ...servSubject.order, orderStatus: 'unpaid', invoiceNumber: 'INV-N500011', cancelQuote: { refundAmount: 0, refundTo: 'none', voidsOpenInvoice: true } },
    };
    const { actor, effects } = start(orderCancelMachine, answering(() => offers([])), { input: { idempotencyKey: key } });
    actor.send({ type: 'ORDER.FOUND', subject: unpaid });
    actor.send({ type: 'CANCEL.CONFIRM' });
    const done = await settledIn(actor, 'canceled');
    expect(done.context.confirmation).toBe('SERV-credit-cancel');
    expect(effects.requests[1]).toMatchObject({ body: { order: { invoiceNumber: 'INV-N500011', cancel: 'Y' } } });
    expect((effects.requests[1] as { body: { order: object } }).body.order).not.toHaveProperty('refundType');

    const none = start(orderCancelMachine, () => ok(), { input: { idempotencyKey: key } });
    none.actor.send({ type: 'ORDER.FOUND', subject: { ...servSubject, order: { ...servSubject.order, cancelQuote: undefined } } });
    expect(none.actor.getSnapshot().context.refusal).toBe('notCancellable');
  });
});

describe('store credit refund', () => {
  const keysOf = (requests: OrderActionRequest[]) => requests.map((r) => (r.call === 'payout' ? r.idempotencyKey : r.call));

  it('keeps the key after a network error, a 5xx or a 409, and takes the fresh one after a refusal', async () => {
    const answers: Array<() => Promise<ActionOutcome>> = [
      () => Promise.reject(new Error('Failed to fetch')),
      () => Promise.reject(new Error('HTTP 503')),
      () => Promise.reject(new Error('This payment is still being processed.')),
      () => refused('The refund is more than was paid for this order.'),
      () => ok({ success: true, transactionNumber: 'PO-7', refundAmount: 30 }),
    ];
    const { actor, effects } = start(storeCreditRefundMachine, () => answers.shift()!(), {
      input: { subject: resinSubject, idempotencyKey: 'refund-key-first-000001' },
    });
    for (const fresh of ['refund-key-unused-00002', 'refund-key-unused-00003', 'refund-key-unused-00004', 'refund-key-renewed-0005']) {
      await waitFor(actor, (s) => s.matches('failed'), { timeout: 1000 });
      actor.send({ type: 'REFUND.RETRY', idempotencyKey: fresh });
    }
    const done = await waitFor(actor, (s) => s.status === 'done', { timeout: 1000 });
    expect(keysOf(effects.requests)).toEqual([
      'refund-key-first-000001',
      'refund-key-first-000001',
      'refund-key-first-000001',
      'refund-key-first-000001',
      'refund-key-renewed-0005',
    ]);
    expect(done.output).toEqual({ refund: { refundAmount: 30, transactionNumber: 'PO-7' } });
  });
});

describe('transfer', () => {
  it('accepts only one of the order’s transfer targets, and sends toMagAbbr with moveSw Y', async () => {
    const { actor, effects } = start(orderTransferMachine, () => ok());
    actor.send({ type: 'ORDER.FOUND', subject: servSubject });
    expect(actor.getSnapshot().value).toBe('choosingTarget');
    actor.send({ type: 'TRANSFER.CHOOSE', toMagAbbr: 'BOR' });
    expect(actor.getSnapshot().value).toBe('choosingTarget');
    actor.send({ type: 'TRANSFER.CHOOSE', toMagAbbr: 'NWE' });
    actor.send({ type: 'TRANSFER.CONFIRM' });
    await settledIn(actor, 'transferred');
    expect(effects.requests).toEqual([
      {
        call: 'orderUpdate',
        body: {
          action: 'orderChange',
          accountNumber: '10000001',
          prodIdAlias: 'NWM',
          systemCode: 'SERV',
          order: { orderNumber: 'N500001', orderItems: servSubject.order.orderItems, orderStatus: 'transfer', reasonCode: 'CUSTXFER', toMagAbbr: 'NWE', moveSw: 'Y' },
        },
      },
    ]);
  });
});

describe('Resin gift order', () => {
  const choice = { months: 6 as const, recipient: { name: ' Yara Haddad ', email: 'yara.haddad@example.com' } };

  it('prices the gift speculatively without a refetch, then places it and refetches 2 s later', async () => {
    const { actor, effects } = start(resinGiftMachine, (r) =>
      r.call === 'createOrder' && r.body.speculative ? ok({ success: true, total: 14.99, currency: 'USD' }) : ok({ success: true, total: 14.99, currency: 'USD', orderNumber: 'N500040' }),
    );
    actor.send({ type: 'ORDER.FOUND', subject: resinSubject });
    actor.send({ type: 'GIFT.QUOTE', choice });
    const reviewing = await settledIn(actor, 'reviewing');
    expect(reviewing.context.quote).toEqual({ total: 14.99, currency: 'USD' });
    expect(effects.refetch).not.toHaveBeenCalled();
    actor.send({ type: 'GIFT.CONFIRM', idempotencyKey: 'gift-order-key-0000000001' });
    const ordered = await settledIn(actor, 'ordered');
    expect(ordered.context.order?.orderNumber).toBe('N500040');
    const body = {
      accountNumber: '10000025',
      prodIdAlias: 'NWD',
      systemCode: 'RESIN',
      resinClientId: 'northwind-digital',
      planCode: 'NWD-6M',
      quantity: 1,
      cardProfileId: 'rpi_10000025',
      recipient: { name: 'Yara Haddad', email: 'yara.haddad@example.com' },
    };
    expect(effects.requests).toEqual([
      { call: 'createOrder', body: { ...body, speculative: true } },
      { call: 'createOrder', body: { ...body, speculative: false }, idempotencyKey: 'gift-order-key-0000000001' },
    ]);
    expect(effects.refetch).toHaveBeenCalledExactlyOnceWith({ delayMs: 2000 });
    expect(effects.analytics).toHaveBeenLastCalledWith({ category: 'Create Order', action: 'Successful', label: 'NWD', value: 1499 });
  });

  it('a retry of the same gift keeps its key; another choice, or a retry after a refusal, takes a fresh one', async () => {
    const answers: Array<() => Promise<ActionOutcome>> = [];
    const { actor, effects } = start(resinGiftMachine, (r) =>
      r.call === 'createOrder' && r.body.speculative ? ok({ success: true, total: 14.99, currency: 'USD' }) : answers.shift()!(),
    );
    const placedKeys = () => effects.requests.filter((r) => r.call === 'createOrder' && !r.body.speculative).map((r) => (r as { idempotencyKey?: string }).idempotencyKey);
    const confirmAndFail = async (key: string, answer: () => Promise<ActionOutcome>) => {
      answers.push(answer);
      actor.send({ type: 'GIFT.CONFIRM', idempotencyKey: key });
      await waitFor(actor, (s) => s.matches('reviewing') && s.context.result !== null, { timeout: 1000 });
    };
    actor.send({ type: 'ORDER.FOUND', subject: resinSubject });
    actor.send({ type: 'GIFT.QUOTE', choice });
    await settledIn(actor, 'reviewing');
    // A lost answer (network, 5xx): the retry is the same order, with the same key.
    await confirmAndFail('gift-key-first-000000001', () => Promise.reject(new Error('HTTP 503')));
    await confirmAndFail('gift-key-unused-00000002', () => Promise.reject(new Error('This payment is still being processed.')));
    expect(placedKeys()).toEqual(['gift-key-first-000000001', 'gift-key-first-000000001']);
    // Back, the same choice priced again: still the same order and key.
    actor.send({ type: 'GIFT.BACK' });
    actor.send({ type: 'GIFT.QUOTE', choice });
    await settledIn(actor, 'reviewing');
    await confirmAndFail('gift-key-unused-00000003', () => Promise.reject(new Error('HTTP 502')));
    expect(placedKeys()[2]).toBe('gift-key-first-000000001');
    // Another length is another order: the fresh key.
    actor.send({ type: 'GIFT.BACK' });
    actor.send({ type: 'GIFT.QUOTE', choice: { ...choice, months: 12 } });
    await settledIn(actor, 'reviewing');
    await confirmAndFail('gift-key-twelve-00000004', () => refused('The card was declined. Please use another card.'));
    expect(placedKeys()[3]).toBe('gift-key-twelve-00000004');
    // The gateway replays a stored refusal under its key: the retry takes a new one, and succeeds.
    answers.push(() => ok({ success: true, total: 29.99, currency: 'USD', orderNumber: 'N500041' }));
    actor.send({ type: 'GIFT.CONFIRM', idempotencyKey: 'gift-key-after-refusal-05' });
    await settledIn(actor, 'ordered');
    expect(placedKeys()).toEqual([
      'gift-key-first-000000001',
      'gift-key-first-000000001',
      'gift-key-first-000000001',
      'gift-key-twelve-00000004',
      'gift-key-after-refusal-05',
    ]);
    expect(effects.requests.at(-1)).toMatchObject({ body: { planCode: 'NWD-12M', speculative: false } });
  });

  it('keeps the choice after a failed quote, and is not offered without a card on file', async () => {
    const { actor } = start(resinGiftMachine, () => Promise.reject(new Error('HTTP 500')));
    actor.send({ type: 'ORDER.FOUND', subject: resinSubject });
    actor.send({ type: 'GIFT.QUOTE', choice });
    const back = await waitFor(actor, (s) => s.matches('choosing') && s.context.result !== null, { timeout: 1000 });
    expect(back.context.choice).toEqual(choice);

    const noCard = start(resinGiftMachine, () => ok());
    noCard.actor.send({ type: 'ORDER.FOUND', subject: { ...resinSubject, cardOnFile: null } });
    expect(noCard.actor.getSnapshot().context.refusal).toBe('noGiftOrder');
  });
});

describe('gift change', () => {
  const gift: OrderSubject = {
    ...resinSubject,
    order: { ...resinSubject.order, orderStatus: 'issued', isGift: true, isDonor: true, resinGiftRedemptionId: 'rgift_issued_0001' },
  };

  it('resends an unredeemed gift to a new email, and revokes one', async () => {
    const resend = start(resinGiftChangeMachine, () => ok());
    resend.actor.send({ type: 'ORDER.FOUND', subject: gift });
    resend.actor.send({ type: 'GIFT.RESEND', email: 'yara.new@example.com' });
    resend.actor.send({ type: 'GIFT.CONFIRM' });
    await settledIn(resend.actor, 'changed');
    expect(resend.effects.requests).toEqual([
      {
        call: 'resinOrderUpdate',
        body: {
          accountNumber: '10000025',
          prodIdAlias: 'NWD',
          resinClientId: 'northwind-digital',
          systemCode: 'RESIN',
          resinGiftRedemptionId: 'rgift_issued_0001',
          path: 'resend',
          reasonCode: 'GIFTRSND',
          resinRecipientEmail: 'yara.new@example.com',
        },
      },
    ]);

    const revoke = start(resinGiftChangeMachine, () => ok());
    revoke.actor.send({ type: 'ORDER.FOUND', subject: gift });
    revoke.actor.send({ type: 'GIFT.REVOKE' });
    revoke.actor.send({ type: 'GIFT.CONFIRM' });
    await settledIn(revoke.actor, 'changed');
    expect(revoke.effects.requests[0]).toMatchObject({ body: { path: 'revoke', reasonCode: 'GIFTRVK' } });
    expect(revoke.effects.requests[0]!.body).not.toHaveProperty('resinRecipientEmail');
  });

  it('refuses a redeemed gift', () => {
    const { actor } = start(resinGiftChangeMachine, () => ok());
    actor.send({ type: 'ORDER.FOUND', subject: { ...gift, order: { ...gift.order, orderStatus: 'redeemed' } } });
    expect(actor.getSnapshot().context.refusal).toBe('notUnredeemedGift');
  });
});

describe('extension', () => {
  it('is followed by a retention offer for the extension; accepting it is recorded, the extension stands', async () => {
    const { actor, effects } = start(extensionMachine, ((r: { call: string; body?: { intellisel?: { acceptOfferId?: string } } }) =>
      r.call === 'intellisel' ? (r.body?.intellisel?.acceptOfferId ? accepted : offers([offer])) : ok({ success: true, expireIssueNumber: 24 })) as Answer);
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: servSubscription });
    actor.send({ type: 'EXTENSION.CHOOSE', issues: 5 });
    actor.send({ type: 'EXTENSION.CONFIRM' });
    (await offerOf(actor)).send({ type: 'OFFER.ACCEPT' });
    const done = await settledIn(actor, 'extended.offered');
    expect(effects.requests[1]).toEqual({
      call: 'intellisel',
      body: { accountNumber: '10000003', prodIdAlias: 'NWM', orderNumber: 'N500003', intellisel: { event: 'extension', transactionCode: 'EXTEND', offerValue: 0 } },
    });
    expect(done.context.offerOutcome?.outcome).toBe('accepted');
    expect(done.context.result?.status).toBe('success');
  });
});
