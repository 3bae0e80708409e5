import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import { botCheckMachine } from '../../machines/flows/bot-check.machine';
import { botCheckPathChallenge, botCheckPathSolution } from '../../machines/paths/bot-check.paths';
import { cardCaptureMachine } from '../../machines/flows/card-capture.machine';
import { cardCaptureDetails, cardCapturePathEvents } from '../../machines/paths/card-capture.paths';

/**
 * What the bot check and card capture keep in their context, which the path outcomes (state, tags,
 * effects, requests) cannot see: the refused fields the card form marks, and a bot-check solution
 * good for one lookup only. Found by mutation testing (`npm run test:mutation`, issue 12 item 5):
 * removing the assigns that keep or clear them left every path test green.
 */
const never = fromPromise(() => new Promise<never>(() => {}));

function run(machine: AnyStateMachine, input: unknown, placeholders: readonly string[], actions: readonly string[]) {
  const actor = createActor(
    machine.provide({ actors: Object.fromEntries(placeholders.map((name) => [name, never])), actions: Object.fromEntries(actions.map((name) => [name, () => {}])) }),
    { input },
  );
  actor.start();
  return actor;
}

function at(events: readonly AnyEventObject[], i: number): AnyEventObject {
  const event = events[i];
  if (!event) throw new Error(`no path event ${i}`);
  return event;
}

describe('card capture: what the card form reads', () => {
  const start = () => run(cardCaptureMachine, { initial: {} }, ['tokeniseCard'], ['hand over card', 'focus field']);
  const [submit, , tokenised, expiryRefused, numberAndCodeRefused, unavailable] = [0, 1, 2, 3, 4, 5].map((i) => at(cardCapturePathEvents, i));

  it('starts with no field marked refused', () => {
    expect(start().getSnapshot().context.refused).toEqual({});
  });

  it('marks the fields the capture script refused, the last refusal replacing the one before', () => {
    const actor = start();
    actor.send(submit!);
    actor.send(expiryRefused!);
    expect(actor.getSnapshot().context.refused).toEqual({ expiry: 'invalid' });
    actor.send(submit!);
    actor.send(numberAndCodeRefused!);
    expect(actor.getSnapshot().context.refused).toEqual({ number: 'invalid', securityCode: 'invalid' });
  });

  it('a card tokenised after a refusal leaves no field marked', () => {
    const actor = start();
    actor.send(submit!);
    actor.send(expiryRefused!);
    actor.send(submit!);
    actor.send(tokenised!);
    expect(actor.getSnapshot().value).toBe('tokenised');
    expect(actor.getSnapshot().context.refused).toEqual({});
  });

  it('a capture script that cannot load marks no field', () => {
    const actor = start();
    actor.send(submit!);
    actor.send(unavailable!);
    expect(actor.getSnapshot().context.refused).toEqual({});
  });

  it('keeps the name and expiry submitted, prefilled from the input until then', () => {
    const actor = run(cardCaptureMachine, { initial: { nameOnCard: 'Q. Adams', expiryMonth: '01' } }, ['tokeniseCard'], ['hand over card', 'focus field']);
    expect(actor.getSnapshot().context.details).toEqual({ nameOnCard: 'Q. Adams', expiryMonth: '01', expiryYear: '' });
    actor.send(submit!);
    expect(actor.getSnapshot().context.details).toEqual(cardCaptureDetails);
  });
});

describe('bot check: a solution is good for one lookup', () => {
  const start = () => run(botCheckMachine, undefined, ['fetchChallenge', 'solveChallenge'], ['hand over solution']);
  const fetched = { type: 'xstate.done.actor.fetchChallenge', output: botCheckPathChallenge };
  const solved = { type: 'xstate.done.actor.solveChallenge', output: botCheckPathSolution };

  it('starts with no challenge and no solution', () => {
    expect(start().getSnapshot().context).toEqual({ challenge: null, solution: null });
  });

  it('keeps the challenge and its solution until the solution is spent, then forgets both', () => {
    const actor = start();
    actor.send({ type: 'BOT_CHECK.CHECK' });
    actor.send(fetched);
    actor.send(solved);
    expect(actor.getSnapshot().context).toEqual({ challenge: botCheckPathChallenge, solution: botCheckPathSolution });
    actor.send({ type: 'BOT_CHECK.SPENT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ challenge: null, solution: null });
  });

  it('a challenge that cannot be solved is forgotten', () => {
    const actor = start();
    actor.send({ type: 'BOT_CHECK.CHECK' });
    actor.send(fetched);
    actor.send({ type: 'xstate.error.actor.solveChallenge', error: 'no solution' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toEqual({ challenge: null, solution: null });
  });
});

describe('card capture: the field focused and the unavailable form', () => {
  function startRecording(input: unknown = { initial: {} }) {
    const focused: unknown[] = [];
    const actor = createActor(
      cardCaptureMachine.provide({ actors: { tokeniseCard: never }, actions: { 'hand over card': () => {}, 'focus field': (_: unknown, params: unknown) => void focused.push(params) } } as never) as AnyStateMachine,
      { input: input as never },
    );
    actor.start();
    return { actor, focused };
  }
  const submit = at(cardCapturePathEvents, 0);
  const rejected = (error: unknown) => ({ type: 'xstate.error.actor.tokeniseCard', error });

  it('starts with empty details when nothing is prefilled, with or without an initial', () => {
    for (const input of [{ initial: {} }, {}]) {
      expect(startRecording(input).actor.getSnapshot().context).toEqual({ details: { nameOnCard: '', expiryMonth: '', expiryYear: '' }, refused: {} });
    }
  });

  it('a refused security code alone focuses the security code', () => {
    const { actor, focused } = startRecording();
    actor.send(submit);
    actor.send(rejected({ errors: { securityCode: 'invalid' } }));
    expect(actor.getSnapshot().matches({ entering: 'refused' })).toBe(true);
    expect(focused).toEqual([{ field: 'securityCode' }]);
  });

  it('a refusal naming no field of the form focuses the number', () => {
    const { actor, focused } = startRecording();
    actor.send(submit);
    actor.send(rejected({ errors: {} }));
    expect(actor.getSnapshot().matches({ entering: 'refused' })).toBe(true);
    expect(focused).toEqual([{ field: 'number' }]);
  });

  it('a failure without a reason, or whose errors are not fields, is the capture script unavailable', () => {
    for (const error of [undefined, null, { errors: 'declined' }]) {
      const { actor, focused } = startRecording();
      actor.send(submit);
      actor.send(rejected(error));
      expect(actor.getSnapshot().matches({ entering: 'unavailable' }), `error ${String(error)}`).toBe(true);
      expect(focused).toEqual([]);
    }
  });
});
