import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { TIssue } from '../../../../contracts/schemas/issues';

/** An issue as the flows name it: its number and the catalogue's description. */
export function issueLabel(i18n: I18n, issue: Pick<TIssue, 'issueNumber' | 'description'>): string {
  const { issueNumber, description } = issue;
  return i18n._(msg`Issue ${issueNumber}: ${description}`);
}

/** Today as the browser sees it, yyyy-mm-dd: a resume date must come after it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Field descriptions dark enough for WCAG AA on every publisher's background (Mantine's dimmed is not). */
export const readableDescription = { description: { color: 'var(--mantine-color-gray-7)' } } as const;
