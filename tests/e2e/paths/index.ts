import type { UiExecutor } from './replay';
import { replacementIssueUi } from './replacementIssue.ui';

/**
 * The UI executors by machine id (tests/e2e/paths/<machineId>.ui.ts). A machine of the atlas without
 * one has its covering paths listed as skipped in reports/paths-ui/, with the reason.
 */
export const uiExecutors: Readonly<Record<string, UiExecutor>> = Object.fromEntries(
  [replacementIssueUi].map((e) => [e.machineId, e]),
);
