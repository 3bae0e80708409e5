import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { GeneratedPath, PathSource } from '../../../machines/graph/paths';
import { mockActors } from './mock-actors';

/** What a step must agree on between the model and the running actor. */
function view(snapshot: AnyMachineSnapshot) {
  return {
    value: snapshot.value,
    status: snapshot.status,
    // Through JSON so that spawned refs compare by id, as they serialise.
    context: JSON.parse(JSON.stringify(snapshot.context ?? {})) as unknown,
  };
}

/**
 * Runs one generated path against the real machine: an actor of `machine.provide(mockActors)` is
 * sent each step's event (payload included) and must be in the step's expected state, status and
 * context after every step. Returns the placeholder actions the run called.
 */
export async function runPath(entry: PathSource, path: GeneratedPath): Promise<string[]> {
  const mocked = mockActors(entry.machine);
  const actor = createActor(mocked.machine, { input: entry.input as never });
  const failures: unknown[] = [];
  actor.subscribe({ error: (error) => failures.push(error) });
  actor.start();
  try {
    const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(entry.machine);
    const [testPath] = model.getPaths(() => [path.statePath], { allowDuplicatePaths: true });
    // One executor per event type of the path; the leading `xstate.init` step has none on purpose.
    const events = Object.fromEntries(
      path.steps.map((step) => [
        step.event.type,
        ({ event }: { event: EventObject }) => {
          actor.send(event);
        },
      ]),
    );
    await testPath!.test({
      events,
      states: {
        '*': (expected) => {
          expect(view(actor.getSnapshot())).toEqual(view(expected));
        },
      },
    });
    expect(failures).toEqual([]);
    return mocked.calls;
  } finally {
    actor.stop();
  }
}
