import { List } from '@mantine/core';
import type { TPaymentMethod } from '../../../../contracts/schemas/payment';
import { AccountLabel } from '../profile/AccountLabel';

/** The accounts a payment method pays for (§3 Payment: associatedAccounts). */
export function AssociatedAccounts({ accounts, testId }: { accounts: TPaymentMethod['associatedAccounts']; testId?: string }) {
  return (
    <List size="sm" data-testid={testId}>
      {accounts.map((a) => (
        <List.Item key={`${a.accountNumber}:${a.prodIdAlias}`}>
          <AccountLabel productName={a.productName ?? a.prodIdAlias} accountNumber={a.accountNumber} />
        </List.Item>
      ))}
    </List>
  );
}
