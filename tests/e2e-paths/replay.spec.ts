import { test } from '@playwright/test';
import type { EventObject } from 'xstate';
import { machineAtlas } from '../../machines/index';
import { eventPayload, formatEvent, generatePaths, type GeneratedPath } from '../../machines/graph/paths';
import { uiExecutors } from '../e2e/paths/index';
import { describeUi, pathsToReplay, releaseAll, signIn, unmapped, type ReplayContext, type UiExecutor } from '../e2e/paths/replay';
import type { PathReplayRecord } from './record';

/**
 * Generated paths replayed through the real portal (issue 12 item 2): for every machine of the atlas,
 * a covering set of its generated paths (every transition once, machines/graph/covering.ts; paths the
 * machine's UI executor can drive come first, see pathsToReplay), one test per path named
 * `<pathId>: <path text>`. Each path signs in on its own account, then each step does
 * what the subscriber does for the event and checks what the subscriber must see in the state reached
 * (tests/e2e/paths/<machineId>.ui.ts). Run by `npm run test:paths:ui`, which passes the filters:
 * PATHS_UI_MACHINE (one machine) and PATHS_UI_PATH (one path, covering or not).
 */

const machineFilter = process.env.PATHS_UI_MACHINE || undefined;
const pathFilter = process.env.PATHS_UI_PATH || undefined;

const entries = machineAtlas.filter((e) => !machineFilter || e.id === machineFilter);

for (const entry of entries) {
  const all = generatePaths(entry);
  const paths = pathFilter ? all.filter((p) => p.id === pathFilter) : pathsToReplay(all, uiExecutors[entry.id]);
  if (paths.length === 0) continue;
  test.describe(entry.id, () => {
    for (const path of paths) {
      test(`${path.id}: ${path.text}`, async ({ page, baseURL }, testInfo) => {
        const executor = uiExecutors[entry.id];
        const record = newRecord(entry.id, path);
        const attach = () => testInfo.attach('path-replay', { body: JSON.stringify(record), contentType: 'application/json' });
        const reason = executor ? unmapped(executor, path) : `no UI executor for ${entry.id} yet (tests/e2e/paths/${entry.id}.ui.ts)`;
        if (reason) {
          record.result = 'skipped';
          record.skipped = reason;
          await attach();
          test.skip(true, reason);
          return;
        }
        try {
          await replay(executor!, path, page, baseURL!, record);
          record.result = 'passed';
        } catch (error) {
          record.result = 'failed';
          const shot = testInfo.outputPath('failure.png');
          await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
          await testInfo.attach('screenshot', { path: shot, contentType: 'image/png' }).catch(() => {});
          throw error;
        } finally {
          if (record.result !== 'skipped') await attach();
        }
      });
    }
  });
}

function newRecord(machineId: string, path: GeneratedPath): PathReplayRecord {
  return {
    id: path.id,
    machineId,
    text: path.text,
    setup: null,
    initialState: path.initial.state,
    steps: path.steps.map((s, i) => ({
      index: i + 1,
      event: { type: s.event.type, payload: eventPayload(s.event) },
      eventLabel: s.eventLabel,
      state: s.state,
      tags: [...(s.snapshot.tags ?? [])],
      result: 'not run',
    })),
    result: 'not run',
    skipped: null,
    failure: null,
  };
}

async function replay(executor: UiExecutor, path: GeneratedPath, page: ReplayContext['page'], baseURL: string, record: PathReplayRecord) {
  const setup = executor.setup(path);
  if ('skip' in setup) throw new Error(setup.skip);
  record.setup = { publisher: setup.publisher, accountNumber: setup.accountNumber, lang: setup.publisher === 'boreale' ? 'fr' : 'en' };
  const ctx: ReplayContext = {
    page,
    baseURL,
    path,
    setup,
    lang: setup.publisher === 'boreale' ? 'fr' : 'en',
    order: '',
    index: 0,
    step: null,
    next: path.steps[0]?.event,
    isLast: path.steps.length === 0,
    calls: [],
    answered: 0,
    refetch: null,
    notes: {},
  };

  const fail = async (index: number, event: EventObject | null, expected: string, phase: string, error: unknown): Promise<never> => {
    const actual = await describeUi(page);
    // eslint-disable-next-line no-control-regex
    const plain = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
    const cause = plain.split('\n').slice(0, 6).join('\n');
    const eventText = event ? formatEvent(event) : '(setup)';
    const message = `${path.id} step ${index} ${phase} failed: event ${eventText}, expected state ${expected}; actual UI: ${actual}\n${cause}`;
    record.failure = { step: index, phase, event: eventText, expected, actual, message };
    const failure = new Error(message);
    failure.stack = message;
    throw failure;
  };

  // Step 0: sign in and open the flow's starting point; the initial state must show.
  try {
    if (setup.signIn !== false) {
      const orders = await signIn(page, baseURL, setup);
      const mine = orders.filter((o) => o.accountNumber === setup.accountNumber);
      ctx.order = (mine.find((o, _i, all) => setup.order?.(o, all) ?? true) ?? mine[0] ?? orders[0])?.orderNumber ?? '';
    }
    await setup.prepare?.(ctx);
  } catch (error) {
    await fail(0, null, path.initial.state, 'sign-in', error);
  }
  try {
    await executor.states[path.initial.state]!(ctx);
  } catch (error) {
    await fail(0, null, path.initial.state, 'state check', error);
  }

  for (const [i, step] of path.steps.entries()) {
    Object.assign(ctx, { index: i + 1, step, next: path.steps[i + 1]?.event, isLast: i === path.steps.length - 1 });
    const stepRecord = record.steps[i]!;
    try {
      await executor.events[step.event.type]!(ctx, step.event);
    } catch (error) {
      stepRecord.result = 'failed';
      await fail(i + 1, step.event, step.state, 'action', error);
    }
    try {
      await executor.states[step.state]!(ctx);
    } catch (error) {
      stepRecord.result = 'failed';
      await fail(i + 1, step.event, step.state, 'state check', error);
    }
    stepRecord.result = 'passed';
  }
  releaseAll(ctx);
}
