import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { replacementMachine } from '../../machines/flows/replacement-issue.machine';
import { replacementPathEvents } from '../../machines/paths/replacement-issue.paths';
import type { Subscription } from '../../machines/rules/subscription-actions';
import { suspendMachine } from '../../machines/flows/suspend-resume.suspend.machine';
import { resumePathEvents, servSubscription, suspendInput, suspendPathEvents } from '../../machines/paths/suspend-resume.paths';
import { resumeMachine } from '../../machines/flows/suspend-resume.resume.machine';
import { extensionMachine } from '../../machines/flows/extension.machine';
import { extensionPathEvents } from '../../machines/paths/extension.paths';
import { paymentMachine } from '../../machines/flows/payment.machine';
import { cardUpdateMachine } from '../../machines/flows/card-update.machine';
import { cardUpdatePathEvents } from '../../machines/paths/card-update.paths';
import { orderCancelMachine } from '../../machines/flows/order-cancel.machine';
import { orderTransferMachine } from '../../machines/flows/order-transfer.machine';
import { orderCancelInput, orderCancelPathEvents } from '../../machines/paths/order-cancel.paths';
import { orderTransferPathEvents } from '../../machines/paths/order-transfer.paths';
import { resinSubject, servSubject } from '../../machines/paths/orders.paths';
import { cancelConfirmationType } from '../../machines/rules/orders';
import { renewalMachine } from '../../machines/flows/renewal.machine';
import { renewalPathEvents } from '../../machines/paths/renewal.outcomes';
import { accountActivityMachine } from '../../machines/flows/account-activity.machine';
import { retentionOfferMachine } from '../../machines/flows/retention-offer.machine';
import { retentionOfferInput, retentionOfferPathEvents } from '../../machines/paths/orders.paths';
import { paymentPathEvents, paymentPathInput } from '../../machines/paths/payment.paths';

/**
 * What the flow screens read from a machine's context, which the path outcomes (state, tags,
 * effects, requests) cannot see: the result a result screen shows, the refusal an unavailable
 * screen explains, the order kept current by refetches. Found by mutation testing
 * (`npm run test:mutation`): removing the assign that stores them left every path test green.
 * The cycle children are placeholders; ACTION.SETTLED comes from the test, as on a path.
 */
const never = fromPromise(() => new Promise<never>(() => {}));

/** The i-th sample event of a path model. */
function at(events: readonly AnyEventObject[], i: number): AnyEventObject {
  const event = events[i];
  if (!event) throw new Error(`no path event ${i}`);
  return event;
}

function run(machine: AnyStateMachine, input: unknown, placeholders: readonly string[] = ['actionCycle']) {
  const actors = Object.fromEntries(placeholders.map((name) => [name, never]));
  const actor = createActor(machine.provide({ actors, actions: { navigate: () => {}, 'refetch customer': () => {} } }), { input });
  actor.start();
  return actor;
}

const found = (i: number) => replacementPathEvents.filter((e) => e.type === 'SUBSCRIPTION.FOUND')[i] as { type: 'SUBSCRIPTION.FOUND'; subscription: Subscription };
const settled = (status: 'success' | 'error') => replacementPathEvents.find((e) => e.type === 'ACTION.SETTLED' && e.result.status === status)!;

describe('replacement issue: what the screen reads', () => {
  it('starts with nothing found, loaded, chosen or answered', () => {
    expect(run(replacementMachine, { magCode: 'NWM' }).getSnapshot().context).toEqual({
      magCode: 'NWM', subscription: null, refusal: null, entitled: [], upcoming: [], lookupResult: null, choice: {}, result: null,
    });
  });

  it('an order with no delivered issue keeps it and the refusal the screen explains (noIssues)', () => {
    const actor = run(replacementMachine, { magCode: 'NWM' });
    const ehub = found(1);
    actor.send(ehub);
    const s = actor.getSnapshot();
    expect(s.value).toBe('unavailable');
    expect(s.context.refusal).toBe('noIssues');
    expect(s.context.subscription).toEqual(ehub.subscription);
  });

  it('a later SUBSCRIPTION.FOUND (a refetch) keeps the order current on every step', () => {
    const actor = run(replacementMachine, { magCode: 'NWM' });
    actor.send(found(0));
    actor.send(settled('success'));
    expect(actor.getSnapshot().value).toBe('reason');
    const refetched = { ...found(0).subscription, expireIssueNumber: 21 };
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: refetched });
    expect(actor.getSnapshot().value).toBe('reason');
    expect(actor.getSnapshot().context.subscription).toEqual(refetched);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('the result screen gets the settled result: the success (what was done) and the failure', () => {
    const actor = run(replacementMachine, { magCode: 'NWM' });
    actor.send(found(0));
    actor.send(settled('success'));
    actor.send({ type: 'REPLACEMENT.REASON', reasonCode: 'MISSING', issueNumber: 15 });
    actor.send({ type: 'REPLACEMENT.SUBMIT', delivery: 'issue' });
    actor.send(settled('error'));
    expect(actor.getSnapshot().value).toEqual({ answered: 'failed' });
    expect(actor.getSnapshot().context.result).toEqual(settled('error').result);
    actor.send({ type: 'REPLACEMENT.RETRY' });
    actor.send(settled('success'));
    expect(actor.getSnapshot().value).toEqual({ answered: 'replaced' });
    expect(actor.getSnapshot().context.result).toEqual(settled('success').result);
  });
});

describe('suspend: what the screen reads', () => {
  it('an order that may not be suspended keeps it and the refusal the screen explains', () => {
    const actor = run(suspendMachine, suspendInput);
    const canceled = at(suspendPathEvents, 2);
    actor.send(canceled);
    const s = actor.getSnapshot();
    expect(s.value).toBe('unavailable');
    expect(s.context.subscription).toEqual(canceled.subscription);
    expect(s.context.refusal).not.toBeNull();
  });

  it('confirming again after a failed suspend clears the failure shown on the review', () => {
    const actor = run(suspendMachine, suspendInput);
    const failure = at(suspendPathEvents, 8);
    actor.send({ type: 'SUBSCRIPTION.FOUND', subscription: { ...servSubscription, systemCode: 'SERVPF' } });
    actor.send({ type: 'SUSPEND.REASON', reasonCode: 'VAC' });
    actor.send({ type: 'SUSPEND.DATES', resumeIssue: 19 });
    actor.send({ type: 'SUSPEND.CONFIRM' });
    actor.send(failure);
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.result).toEqual(failure.result);
    actor.send({ type: 'SUSPEND.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.result).toBeNull();
  });
});

describe('resume: what the screen reads', () => {
  it('starts with nothing found, refused or answered (null, as the screen tests)', () => {
    expect(run(resumeMachine, undefined).getSnapshot().context).toEqual({ subscription: null, refusal: null, result: null });
  });

  it('an order not suspended keeps it and the refusal the screen explains', () => {
    const actor = run(resumeMachine, undefined);
    const active = at(resumePathEvents, 1);
    actor.send(active);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.subscription).toEqual(active.subscription);
    expect(actor.getSnapshot().context.refusal).not.toBeNull();
  });

  it('a failed resume shows its result on the confirmation; confirming again clears it', () => {
    const actor = run(resumeMachine, undefined);
    const failure = at(resumePathEvents, 5);
    actor.send(at(resumePathEvents, 0));
    actor.send({ type: 'RESUME.CONFIRM' });
    actor.send(failure);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.result).toEqual(failure.result);
    actor.send({ type: 'RESUME.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.result).toBeNull();
  });
});

describe('extension: what the screen reads', () => {
  const cycles = ['actionCycle', 'retentionOffer'];
  const [running, expired, choose, success, failure, offerDone] = [0, 1, 2, 5, 6, 7].map((i) => at(extensionPathEvents, i)) as [
    AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject,
  ];

  it('starts with nothing found, chosen or answered', () => {
    expect(run(extensionMachine, undefined, cycles).getSnapshot().context).toEqual({ subscription: null, refusal: null, issues: null, result: null, offerOutcome: null });
  });

  it('an expired subscription keeps it and the refusal the screen explains', () => {
    const actor = run(extensionMachine, undefined, cycles);
    actor.send(expired);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.subscription).toEqual(expired.subscription);
    expect(actor.getSnapshot().context.refusal).not.toBeNull();
  });

  it('a failed extension shows its result on the review; Back or confirming again clears it', () => {
    const actor = run(extensionMachine, undefined, cycles);
    actor.send(running);
    actor.send(choose);
    expect(actor.getSnapshot().context.issues).toBe(choose.issues);
    actor.send({ type: 'EXTENSION.CONFIRM' });
    actor.send(failure);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.result).toEqual(failure.result);
    actor.send({ type: 'EXTENSION.CONFIRM' });
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send(failure);
    actor.send({ type: 'EXTENSION.BACK' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('the extension done keeps its result (the new last issue) and the retention offer answered', () => {
    const actor = run(extensionMachine, undefined, cycles);
    actor.send(running);
    actor.send(choose);
    actor.send({ type: 'EXTENSION.CONFIRM' });
    actor.send(success);
    expect(actor.getSnapshot().context.result).toEqual(success.result);
    actor.send(offerDone);
    expect(actor.getSnapshot().value).toEqual({ extended: 'offered' });
    expect(actor.getSnapshot().context.offerOutcome).toEqual(offerDone.output);
  });
});

describe('payment: what the screen reads', () => {
  const choose = at(paymentPathEvents, 0);
  const onFile = at(paymentPathEvents, 1);
  const pay = at(paymentPathEvents, 5);
  const paidNoOptIn = at(paymentPathEvents, 9);
  const declined = at(paymentPathEvents, 10);
  const nothingChosen = { invoice: null, cardsOnFile: [], method: null, autoRenewOptin: false, attempt: null, payment: null, result: null, followUpResult: null };

  it('starts with nothing chosen, paid or answered', () => {
    expect(run(paymentMachine, paymentPathInput).getSnapshot().context).toEqual({ today: paymentPathInput.today, ...nothingChosen });
  });

  it('Back from the card choice forgets the invoice and its cards', () => {
    const actor = run(paymentMachine, paymentPathInput);
    actor.send(choose);
    expect(actor.getSnapshot().context.cardsOnFile).toEqual(choose.cardsOnFile);
    actor.send({ type: 'PAYMENT.BACK' });
    expect(actor.getSnapshot().value).toBe('choosingInvoice');
    expect(actor.getSnapshot().context).toMatchObject({ invoice: null, cardsOnFile: [], method: null, result: null });
  });

  it('a declined payment shows its result on the review; Back clears it', () => {
    const actor = run(paymentMachine, paymentPathInput);
    actor.send(choose);
    actor.send(onFile);
    actor.send(pay);
    actor.send(declined);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.result).toEqual(declined.result);
    actor.send({ type: 'PAYMENT.BACK' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it('a payment without follow-up keeps the payment and its result for the confirmation', () => {
    const actor = run(paymentMachine, paymentPathInput);
    actor.send(choose);
    actor.send(onFile);
    actor.send(pay);
    actor.send(paidNoOptIn);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(actor.getSnapshot().context.result).toEqual(paidNoOptIn.result);
    expect(actor.getSnapshot().context.payment).toEqual(paidNoOptIn.result.data);
  });
});

describe('card update: what the screen reads', () => {
  const [choose, captured, saved, failed] = [0, 1, 5, 6].map((i) => at(cardUpdatePathEvents, i)) as [AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject];
  const nothing = { target: null, card: null, result: null };

  it('starts with nothing chosen', () => {
    expect(run(cardUpdateMachine, undefined).getSnapshot().context).toEqual(nothing);
  });

  it('keeps the payment method and the card; Back from the card entry starts over', () => {
    const actor = run(cardUpdateMachine, undefined);
    actor.send(choose);
    expect(actor.getSnapshot().context.target).toEqual(choose.target);
    actor.send(captured);
    expect(actor.getSnapshot().context.card).toEqual(captured.card);
    actor.send({ type: 'CARD.BACK' });
    actor.send({ type: 'CARD.BACK' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(actor.getSnapshot().context).toEqual(nothing);
  });

  it('a failed save shows its result on the review; saving again or Back clears it; Done after a save starts over', () => {
    const actor = run(cardUpdateMachine, undefined);
    actor.send(choose);
    actor.send(captured);
    actor.send({ type: 'CARD.SAVE' });
    actor.send(failed);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.result).toEqual(failed.result);
    actor.send({ type: 'CARD.SAVE' });
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send(failed);
    actor.send({ type: 'CARD.BACK' });
    expect(actor.getSnapshot().context.result).toBeNull();
    actor.send(captured);
    actor.send({ type: 'CARD.SAVE' });
    actor.send(saved);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.result).toEqual(saved.result);
    actor.send({ type: 'CARD.DONE' });
    expect(actor.getSnapshot().value).toBe('choosingMethod');
    expect(actor.getSnapshot().context).toEqual(nothing);
  });
});

describe('order cancel: what the screen reads', () => {
  const placeholders = ['actionCycle', 'retentionOffer', 'storeCreditRefund', 'sendCancelOrderEmail'];
  const start = () => run(orderCancelMachine, orderCancelInput, placeholders);
  const ev = (i: number) => at(orderCancelPathEvents, i);
  const [servCancel, resinCancel, endedCancel, , ok, failed] = [0, 1, 2, 3, 4, 5].map(ev) as AnyEventObject[] as [
    AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject,
  ];
  const declined = { type: 'xstate.done.actor.retentionOffer', output: { outcome: 'declined', offer: null, accepted: null, loadFailure: null } };
  const value = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;
  const context = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

  it('starts with nothing found, chosen or answered', () => {
    expect(context(start())).toEqual({
      ...orderCancelInput, subject: null, refusal: null, offerDeclined: false, offerOutcome: null,
      confirmation: null, refund: null, mailFailure: null, result: null,
    });
  });

  it('a cancel already handed to customer service is refused', () => {
    const actor = start();
    const pending = { ...servSubject, order: { ...servSubject.order, cancelRequestedOn: '2026-11-20' } };
    actor.send({ type: 'ORDER.FOUND', subject: pending });
    expect(value(actor)).toBe('unavailable');
    expect(context(actor).refusal).toBe('cancelRequested');
  });

  it.each(['accepted', 'sessionEnded'] as const)('the offer %s is kept for the screen', (outcome) => {
    const actor = start();
    actor.send(servCancel);
    actor.send({ type: 'CANCEL.CONFIRM' });
    const done = { type: 'xstate.done.actor.retentionOffer', output: { outcome, offer: null, accepted: null, loadFailure: null } };
    actor.send(done);
    expect(value(actor)).toBe(outcome === 'accepted' ? 'offerAccepted' : 'sessionEnded');
    expect(context(actor).offerOutcome).toEqual(done.output);
  });

  it('an ended order keeps the order and the refusal the screen explains', () => {
    const actor = start();
    actor.send(endedCancel);
    expect(value(actor)).toBe('unavailable');
    expect(context(actor)).toMatchObject({ subject: endedCancel.subject, refusal: 'notCancellable' });
  });

  it('a SERV cancel: the offer declined is kept, a failure mailed to customer service and its mail failure shown, cleared on confirming again, then the confirmation', () => {
    const actor = start();
    actor.send(servCancel);
    expect(context(actor)).toMatchObject({ subject: servSubject, refusal: null });
    actor.send({ type: 'CANCEL.CONFIRM' });
    actor.send(declined);
    expect(value(actor)).toBe('cancelling');
    expect(context(actor)).toMatchObject({ offerOutcome: declined.output, offerDeclined: true });
    actor.send(failed);
    expect(value(actor)).toBe('emailingCustomerService');
    expect(context(actor).result).toEqual(failed.result);
    actor.send({ type: 'xstate.error.actor.cancelOrderEmail', error: new Error('HTTP 502') });
    expect(value(actor)).toBe('reviewingCancel');
    expect(context(actor).mailFailure).toBe('HTTP 502');
    actor.send({ type: 'CANCEL.CONFIRM' });
    expect(value(actor)).toBe('cancelling');
    expect(context(actor)).toMatchObject({ result: null, mailFailure: null });
    actor.send(ok);
    expect(value(actor)).toBe('canceled');
    expect(context(actor)).toMatchObject({ result: ok.result, confirmation: cancelConfirmationType(servSubject.order) });
  });

  it('a Resin cancel refunded to store credit keeps the refund and its confirmation', () => {
    const actor = start();
    actor.send(resinCancel);
    actor.send({ type: 'CANCEL.CONFIRM' });
    actor.send(declined);
    actor.send(ok);
    expect(value(actor)).toBe('refunding');
    expect(context(actor).result).toEqual(ok.result);
    const refunded = ev(7);
    actor.send(refunded);
    expect(value(actor)).toBe('canceled');
    expect(context(actor)).toMatchObject({ refund: refunded.output.refund, confirmation: cancelConfirmationType(resinSubject.order) });
  });
});

describe('order transfer: what the screen reads', () => {
  const start = () => run(orderTransferMachine, undefined);
  const [servTransfer, endedTransfer, , , , ok, failed] = [0, 1, 2, 3, 4, 5, 6].map((i) => at(orderTransferPathEvents, i)) as AnyEventObject[] as [
    AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject,
  ];
  const value = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;
  const context = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

  it('starts with nothing found, chosen or answered', () => {
    expect(context(start())).toEqual({ subject: null, refusal: null, toMagAbbr: null, result: null });
  });

  it('an ended order is refused as not transferable, and kept for the screen', () => {
    const actor = start();
    actor.send(endedTransfer);
    expect(value(actor)).toBe('unavailable');
    expect(context(actor)).toMatchObject({ subject: endedTransfer.subject, refusal: 'notTransferable' });
  });

  it('a transfer keeps the title chosen; a failure is shown, cleared on Back and on confirming again', () => {
    const actor = start();
    actor.send(servTransfer);
    expect(context(actor)).toMatchObject({ subject: servSubject, refusal: null });
    actor.send({ type: 'TRANSFER.CHOOSE', toMagAbbr: 'NWE' });
    expect(context(actor).toMagAbbr).toBe('NWE');
    actor.send({ type: 'TRANSFER.CONFIRM' });
    actor.send(failed);
    expect(value(actor)).toBe('reviewingTransfer');
    expect(context(actor).result).toEqual(failed.result);
    actor.send({ type: 'TRANSFER.BACK' });
    expect(context(actor).result).toBeNull();
    actor.send({ type: 'TRANSFER.CHOOSE', toMagAbbr: 'NWE' });
    actor.send({ type: 'TRANSFER.CONFIRM' });
    actor.send(failed);
    actor.send({ type: 'TRANSFER.CONFIRM' });
    expect(context(actor).result).toBeNull();
    actor.send(ok);
    expect(value(actor)).toBe('transferred');
    expect(context(actor).result).toEqual(ok.result);
  });
});

describe('renewal: what the screen reads', () => {
  const [renewable, notRenewable, , , , billed, failed] = [0, 1, 2, 3, 4, 5, 6].map((i) => at(renewalPathEvents, i)) as AnyEventObject[] as [
    AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject, AnyEventObject,
  ];
  const start = () => run(renewalMachine, undefined, ['requestRenewal']);

  it('starts with no order, bill or error', () => {
    expect(start().getSnapshot().context).toEqual({ order: null, bill: null, errorMessage: null });
  });

  it('an order that cannot be renewed here is kept for the screen that says so', () => {
    const actor = start();
    actor.send(notRenewable);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().context.order).toEqual(notRenewable.order);
  });

  it('a failed request shows the gateway message; the bill ends the flow', () => {
    const actor = start();
    actor.send(renewable);
    actor.send({ type: 'RENEWAL.CONFIRM' });
    actor.send(failed);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorMessage).toBe('HTTP 500');
    actor.send({ type: 'RENEWAL.RETRY' });
    actor.send(billed);
    expect(actor.getSnapshot().value).toBe('invoiced');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ bill: billed.output, errorMessage: null });
  });

  it('a request rejected with something other than an Error shows it as text', () => {
    const actor = start();
    actor.send(renewable);
    actor.send({ type: 'RENEWAL.CONFIRM' });
    actor.send({ type: 'xstate.error.actor.requestRenewal', error: 'RENEWAL_NOT_OPEN' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorMessage).toBe('RENEWAL_NOT_OPEN');
  });
});

describe('account activity: what the screen reads', () => {
  const input = { accountNumbers: ['10000002'] };
  const start = () => run(accountActivityMachine, input, ['loadActivity']);

  it('starts with no entries and no error', () => {
    expect(start().getSnapshot().context).toEqual({ ...input, entries: [], errorMessage: null });
  });

  it('shows the newest first; entries at the same time keep the gateway order', () => {
    const actor = start();
    const entry = (id: string, at: string) => ({ id, at, accountNumber: '10000002' });
    const output = [entry('a', '2026-11-01T10:00:00Z'), entry('b', '2026-11-02T10:00:00Z'), entry('c', '2026-11-01T10:00:00Z'), entry('d', '2026-11-01T10:00:00Z')];
    actor.send({ type: 'xstate.done.actor.loadActivity', output });
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.entries.map((e: { id: string }) => e.id)).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('retention offer: what the screen reads', () => {
  it('a failed accept shows its result on the offer; accepting again clears it', () => {
    const actor = run(retentionOfferMachine, retentionOfferInput);
    const failed = at(retentionOfferPathEvents, 2);
    actor.send(at(retentionOfferPathEvents, 0));
    expect(actor.getSnapshot().value).toBe('offering');
    actor.send({ type: 'OFFER.ACCEPT' });
    actor.send(failed);
    expect(actor.getSnapshot().value).toBe('offering');
    expect(actor.getSnapshot().context.result).toEqual(failed.result);
    actor.send({ type: 'OFFER.ACCEPT' });
    expect(actor.getSnapshot().value).toBe('accepting');
    expect(actor.getSnapshot().context.result).toBeNull();
  });
});
