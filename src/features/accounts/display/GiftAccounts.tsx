import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { TAssociatedGiftAccount } from '../../../../contracts/schemas/customer';
import { AddressBlock } from './AddressBlock';
import { useDataText } from './format';
import { CellLabel, stackedTable } from './StackedTable';

/** §3 Associated gift accounts: the accounts a gift links to the signed-in customer. */
export function GiftAccounts({ accounts }: { accounts: readonly TAssociatedGiftAccount[] }) {
  const { t } = useLingui();
  const name = useDataText();
  if (accounts.length === 0) {
    return (
      <Text c="gray.7">
        <Trans>No accounts are linked to yours by a gift.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560} type="native" className={stackedTable.scroll}>
      <Table verticalSpacing="sm" className={stackedTable.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Account</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Gift</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Delivery address</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((gift) => {
            const { recipientName, relatedAccountNumber } = gift;
            return (
              <Table.Tr key={`${gift.accountNumber}:${relatedAccountNumber}`} data-gift-account={gift.accountNumber}>
                <Table.Th scope="row" fw={500}>
                  {gift.accountNumber}
                  <Text size="sm" c="gray.7" fw={400}>
                    {name(gift.productName)}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <CellLabel>{t`Gift`}</CellLabel>
                  {gift.relationship === 'donor' ? (
                    <Trans>
                      Your gift to {recipientName}, from account {relatedAccountNumber}
                    </Trans>
                  ) : (
                    <Trans>A gift to you, on account {relatedAccountNumber}</Trans>
                  )}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Delivery address`}</CellLabel>
                  {gift.address ? <AddressBlock address={gift.address} /> : <Trans>Not shown</Trans>}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
