import { assign, fromPromise, setup } from 'xstate';

/**
 * Not a product flow: a machine that uses every feature the path helper must handle (invoke with
 * done/error, `always` with guards, nested and parallel states, history, final states and a
 * compound `onDone`, a root transition, a targetless transition, events with payloads). The helper
 * tests run the generic path tests on it as if it were in the atlas.
 */
export const kitchenSinkMachine = setup({
  types: {
    context: {} as { attempts: number; code: string | null },
    events: {} as
      | { type: 'FORM.SUBMIT'; code: string }
      | { type: 'FORM.RESET' }
      | { type: 'PANEL.TOGGLE' }
      | { type: 'VOLUME.UP' }
      | { type: 'LEAVE' }
      | { type: 'BACK' }
      | { type: 'ABORT' },
  },
  actors: {
    check: fromPromise<boolean, { code: string }>(() => {
      throw new Error('check: add it with .provide()');
    }),
  },
  actions: {
    'announce result': () => {
      throw new Error('announce result: add it with .provide()');
    },
  },
  guards: {
    'code is long': ({ event }) => event.type === 'FORM.SUBMIT' && event.code.length > 3,
    'too many attempts': ({ context }) => context.attempts >= 2,
  },
}).createMachine({
  id: 'kitchenSink',
  context: { attempts: 0, code: null },
  initial: 'form',
  on: { ABORT: '.aborted' },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FORM.SUBMIT': [
              {
                guard: 'code is long',
                target: 'checking',
                actions: assign({ code: ({ event }) => event.code }),
              },
              { actions: assign({ attempts: ({ context }) => context.attempts + 1 }), target: 'gate' },
            ],
          },
        },
        gate: {
          always: [{ guard: 'too many attempts', target: 'locked' }, { target: 'editing' }],
        },
        checking: {
          invoke: {
            id: 'check',
            src: 'check',
            input: ({ context }) => ({ code: context.code ?? '' }),
            onDone: { target: 'accepted', actions: 'announce result' },
            onError: 'editing',
          },
        },
        locked: { on: { 'FORM.RESET': { target: 'editing', actions: assign({ attempts: 0 }) } } },
        accepted: { type: 'final' },
      },
      onDone: 'dashboard',
    },
    dashboard: {
      type: 'parallel',
      on: { LEAVE: 'away' },
      states: {
        panel: {
          initial: 'closed',
          states: {
            closed: { on: { 'PANEL.TOGGLE': 'open' } },
            open: { on: { 'PANEL.TOGGLE': 'closed' } },
            hist: { type: 'history' },
          },
        },
        volume: {
          initial: 'low',
          states: {
            low: { on: { 'VOLUME.UP': 'high' } },
            high: { after: { 1000: 'low' } },
          },
        },
      },
    },
    away: { on: { BACK: '#kitchenSink.dashboard.panel.hist' } },
    aborted: { type: 'final' },
  },
});

export const kitchenSinkEntry = {
  id: 'kitchenSink',
  title: 'Kitchen sink',
  description: 'Every feature the path helper must handle.',
  machine: kitchenSinkMachine,
  events: [
    { type: 'FORM.SUBMIT', code: 'abcd' },
    { type: 'FORM.SUBMIT', code: 'ab' },
  ],
  // The guard 'too many attempts' reads the counter; it only takes the values 0..2.
  stateKey: (snapshot: { context: { attempts: number } }) => snapshot.context.attempts,
};
