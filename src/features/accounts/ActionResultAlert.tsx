import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ActionCategory, ActionResult } from '../../../machines/rules/account';
import { actionErrorText } from './action-messages';

/**
 * The stored result of an action cycle, announced to screen readers: the flow's success text, or
 * the §8 error message (red). Nothing before a result exists.
 */
export function ActionResultAlert({ category, result, success }: { category: ActionCategory; result: ActionResult | null; success: ReactNode }) {
  const { i18n } = useLingui();
  if (!result) return null;
  if (result.status === 'success') {
    return (
      <Alert color="green" role="status" data-testid="action-success">
        {success}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" data-testid="action-error">
      {actionErrorText(category, result, (d) => i18n._(d))}
    </Alert>
  );
}
