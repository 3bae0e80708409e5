import { Trans } from '@lingui/react/macro';
import { Text, type TextProps } from '@mantine/core';
import type { TOrder } from '../../../../contracts/schemas/order';
import { subscriptionTerm, type SubscriptionTerm } from '../../../../machines/rules/subscription-term';
import type { Formatters } from './format';

/**
 * Where an order's term stands, worded the same on every screen (machines/rules/subscription-term.ts):
 * "Renews on Apr 1, 2027 for $29.99", "Expires Apr 1, 2027 (issue 23)", "Ended on …", "Canceled on …".
 */
export function TermLine({ order, format, expireIssueNumber, ...text }: { order: TOrder; format: Formatters; expireIssueNumber?: number } & TextProps) {
  const term = subscriptionTerm(order, expireIssueNumber);
  if (!term) return null;
  return (
    <Text size="sm" data-testid="subscription-term" data-term={term.kind} {...text}>
      <TermText term={term} format={format} />
    </Text>
  );
}

function TermText({ term, format }: { term: SubscriptionTerm; format: Formatters }) {
  const date = term.date ? format.date(term.date) : null;
  switch (term.kind) {
    case 'renews': {
      const price = term.price !== undefined ? format.money(term.price) : null;
      const issue = term.issue;
      return (
        <>
          {price ? <Trans>Auto-renew is on: renews on {date} for {price}</Trans> : <Trans>Auto-renew is on: renews on {date}</Trans>}
          {issue !== undefined && (
            <>
              {' '}
              <Trans>(this term ends with issue {issue})</Trans>
            </>
          )}
        </>
      );
    }
    case 'expires': {
      const issue = term.issue;
      return issue !== undefined ? <Trans>Expires {date} (issue {issue})</Trans> : <Trans>Expires {date}</Trans>;
    }
    case 'ended':
      return <Trans>Ended on {date}</Trans>;
    case 'canceled':
      return date ? <Trans>Canceled on {date}</Trans> : <Trans>Canceled</Trans>;
    case 'transferred':
      return date ? <Trans>Transferred on {date}</Trans> : <Trans>Transferred</Trans>;
    case 'revoked':
      return date ? <Trans>Revoked on {date}</Trans> : <Trans>Revoked</Trans>;
  }
}
