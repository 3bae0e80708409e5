/** What the replay records for each path (attached to its test, collected by reporter.ts into paths.json). */
export interface PathReplayRecord {
  id: string;
  machineId: string;
  text: string;
  setup: { publisher: string; accountNumber: string; lang: string } | null;
  initialState: string;
  steps: Array<{
    index: number;
    event: { type: string; payload: Record<string, unknown> | null };
    eventLabel: string;
    state: string;
    tags: string[];
    result: 'passed' | 'failed' | 'not run';
  }>;
  result: 'passed' | 'failed' | 'skipped' | 'not run';
  skipped: string | null;
  failure: { step: number; phase: string; event: string; expected: string; actual: string; message: string } | null;
}
