import { machineAtlas, type AtlasEntry } from '../index';
import { coverage, generatePaths, type Coverage } from './paths';
import { eventKey } from './walk';

/**
 * The generated paths of every flow, computed once by `npm run flows` (as docs/flows/ is) and read
 * by the /flows pages, so a visit does not spend seconds generating them in the browser (session:
 * 190 paths, about 3 s). tests/machines/flow-docs.test.ts fails when the committed file is stale.
 */
export interface AtlasPathStep {
  /** The event's type, for its words (`ACTION.SUBMIT`, `xstate.done.actor.lookup`). */
  type: string;
  /** The event whole, by {@link eventKey}: how a walk is matched to this path. */
  key: string;
  /** The state reached. */
  state: string;
}

export interface AtlasPath {
  id: string;
  initial: string;
  steps: AtlasPathStep[];
  /** The path in code names, as `npm run test:paths` prints it. */
  text: string;
}

export interface AtlasFlowPaths {
  paths: AtlasPath[];
  coverage: Coverage;
}

export function flowPaths(entry: AtlasEntry): AtlasFlowPaths {
  const paths = generatePaths(entry);
  return {
    paths: paths.map((p) => ({
      id: p.id,
      initial: p.initial.state,
      steps: p.steps.map((s) => ({ type: s.event.type, key: eventKey(s.event), state: s.state })),
      text: p.text,
    })),
    coverage: coverage(entry, paths),
  };
}

/** Every flow's paths, by machine id: the files of src/features/flows/paths/ (`<machineId>.json`). */
export function atlasPathFiles(): Map<string, string> {
  return new Map(machineAtlas.map((entry) => [`${entry.id}.json`, `${JSON.stringify(flowPaths(entry))}\n`]));
}
