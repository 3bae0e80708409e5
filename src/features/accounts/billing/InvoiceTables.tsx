import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TInvoice } from '../../../../contracts/schemas/payment';
import { paymentTypeName, type PayableInvoice } from '../../../../machines/rules/billing';
import type { Formatters } from '../display/format';
import { CellLabel, stackedTable } from '../display/StackedTable';
import { paymentTypeLabels } from './messages';

/** The open invoices, each with its Pay button. */
export function OpenInvoices({ invoices, format, onPay }: { invoices: PayableInvoice[]; format: Formatters; onPay: (invoice: PayableInvoice) => void }) {
  const { t } = useLingui();
  if (invoices.length === 0) {
    return (
      <Text data-testid="no-open-invoices">
        <Trans>You have no invoices to pay.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520} type="native" className={stackedTable.scroll}>
      <Table data-testid="open-invoices" striped className={stackedTable.table}>
        <Table.Caption>
          <Trans>Invoices to pay</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Invoice`}</Table.Th>
            <Table.Th scope="col">{t`Account`}</Table.Th>
            <Table.Th scope="col">{t`Due date`}</Table.Th>
            <Table.Th scope="col">{t`Amount due`}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t`Pay an invoice`}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const invoiceNumber = invoice.invoiceNumber;
            const amount = format.money(invoice.amountDue);
            return (
              <Table.Tr key={invoiceNumber} data-invoice={invoiceNumber}>
                <Table.Td>
                  <CellLabel>{t`Invoice`}</CellLabel>
                  {invoiceNumber}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Account`}</CellLabel>
                  {invoice.accountNumber}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Due date`}</CellLabel>
                  {invoice.dueDate ? format.date(invoice.dueDate) : '—'}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Amount due`}</CellLabel>
                  {amount}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" onClick={() => onPay(invoice)} aria-label={t`Pay invoice ${invoiceNumber}, ${amount}`}>
                    <Trans>Pay</Trans>
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The invoices already paid, with the §3 payment fields (transaction number, payment type). */
export function PaidInvoices({ invoices, format }: { invoices: TInvoice[]; format: Formatters }) {
  const { t, i18n } = useLingui();
  if (invoices.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={520} type="native" className={stackedTable.scroll}>
      <Table data-testid="paid-invoices" className={stackedTable.table}>
        <Table.Caption>
          <Trans>Paid invoices</Trans>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t`Invoice`}</Table.Th>
            <Table.Th scope="col">{t`Account`}</Table.Th>
            <Table.Th scope="col">{t`Paid on`}</Table.Th>
            <Table.Th scope="col">{t`Transaction`}</Table.Th>
            <Table.Th scope="col">{t`Paid with`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const name = invoice.paymentType ? paymentTypeName(invoice.paymentType) : null;
            const label = name ? paymentTypeLabels[name] : undefined;
            return (
              <Table.Tr key={invoice.invoiceNumber} data-invoice={invoice.invoiceNumber}>
                <Table.Td>
                  <CellLabel>{t`Invoice`}</CellLabel>
                  {invoice.invoiceNumber}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Account`}</CellLabel>
                  {invoice.accountNumber}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Paid on`}</CellLabel>
                  {invoice.paidDate ? format.date(invoice.paidDate) : '—'}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Transaction`}</CellLabel>
                  <span data-testid="transaction-number">{invoice.transactionNumber ?? '—'}</span>
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Paid with`}</CellLabel>
                  {label ? i18n._(label) : (name ?? '—')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
