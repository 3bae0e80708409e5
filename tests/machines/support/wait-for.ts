import { waitFor as xstateWaitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { formatStateValue, stableJson } from '../../../machines/graph/paths';

/**
 * xstate's `waitFor` for machine tests, whose timeout says what was awaited and where the actor
 * is: its state, status, tags and context, instead of a bare "Timeout of 1000 ms exceeded".
 * Same signature; the timeout defaults to 1 s.
 */
export async function waitFor<TActor extends AnyActorRef>(
  actor: TActor,
  predicate: (snapshot: SnapshotFrom<TActor>) => boolean,
  options: { timeout?: number } = {},
): Promise<SnapshotFrom<TActor>> {
  const timeout = options.timeout ?? 1000;
  try {
    return await xstateWaitFor(actor, predicate, { timeout });
  } catch (error) {
    if (!(error instanceof Error) || !/timeout/i.test(error.message)) throw error;
    throw new Error(`waited ${timeout} ms for ${describeWait(predicate)}\n${describeActor(actor)}`, { cause: error });
  }
}

function describeWait(predicate: (snapshot: never) => boolean): string {
  return `the actor to satisfy: ${Function.prototype.toString.call(predicate).replace(/\s+/g, ' ')}`;
}

/** Where the actor is: state, status, tags, the children it runs, and its context. */
export function describeActor(actor: AnyActorRef): string {
  const snapshot = actor.getSnapshot() as {
    value?: Parameters<typeof formatStateValue>[0];
    status?: string;
    tags?: Set<string>;
    children?: Record<string, unknown>;
    context?: unknown;
    error?: unknown;
  };
  const lines = [
    `  actual state: ${snapshot.value === undefined ? '(not a machine)' : formatStateValue(snapshot.value)} (status ${snapshot.status ?? '?'})`,
    `  tags: [${[...(snapshot.tags ?? [])].join(', ')}]`,
    `  children: [${Object.keys(snapshot.children ?? {}).join(', ')}]`,
    `  context: ${stableJson(snapshot.context)}`,
  ];
  if (snapshot.error !== undefined) lines.push(`  error: ${snapshot.error instanceof Error ? snapshot.error.message : stableJson(snapshot.error)}`);
  return lines.join('\n');
}
