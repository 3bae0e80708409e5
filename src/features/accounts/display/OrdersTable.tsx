import { Trans, useLingui } from '@lingui/react/macro';
import { Pagination, Stack, Table, Text } from '@mantine/core';
import type { TOrder } from '../../../../contracts/schemas/order';
import type { Formatters } from './format';
import { OrderItems } from './OrderItems';
import { PrimaryActionLink } from './PrimaryActionLink';
import { ShopActionLinks } from './ShopActionLinks';
import { StatusBadge } from './StatusBadge';
import { CellLabel, stackedTable } from './StackedTable';

/** Orders per page once every order is shown: the 200-order customer stays quick. */
export const ORDERS_PER_PAGE = 20;

export function OrdersTable({ orders, format, page, onPage, paginate }: { orders: readonly TOrder[]; format: Formatters; page: number; onPage: (page: number) => void; paginate: boolean }) {
  const { t } = useLingui();
  const pages = paginate ? Math.max(1, Math.ceil(orders.length / ORDERS_PER_PAGE)) : 1;
  const current = Math.min(page, pages);
  const shown = paginate ? orders.slice((current - 1) * ORDERS_PER_PAGE, current * ORDERS_PER_PAGE) : orders;
  const from = paginate ? (current - 1) * ORDERS_PER_PAGE + 1 : 1;
  const to = from + shown.length - 1;
  const total = orders.length;
  return (
    <Stack gap="sm">
      {paginate && (
        <Text aria-live="polite" data-testid="orders-range">
          <Trans>
            Orders {from} to {to} of {total}
          </Trans>
        </Text>
      )}
      {/* Below 48em each order is a card, its cells labelled (issue 13: a phone cut the items column). */}
      <Table.ScrollContainer minWidth={640} type="native" className={stackedTable.scroll}>
        <Table verticalSpacing="sm" striped className={stackedTable.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Order</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Order date</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Status</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Items</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((order) => (
              <Table.Tr key={order.orderNumber} data-order={order.orderNumber}>
                <Table.Th scope="row" fw={500}>
                  {order.orderNumber}
                  <Text size="sm" c="gray.7" fw={400}>
                    {format.name(order.productName)}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <CellLabel>{t`Order date`}</CellLabel>
                  {format.date(order.orderDate)}
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Status`}</CellLabel>
                  <Stack gap={6} align="flex-start">
                    <StatusBadge orderStatus={order.orderStatus} />
                    <PrimaryActionLink order={order} size="xs" />
                    <ShopActionLinks order={order} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <CellLabel>{t`Items`}</CellLabel>
                  <OrderItems items={order.orderItems} format={format} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginate && pages > 1 && (
        <nav aria-label={t`Pages of orders`}>
          <Pagination
            total={pages}
            value={current}
            onChange={onPage}
            getItemProps={(n) => ({ 'aria-label': t`Go to page ${n}`, 'aria-current': n === current ? 'page' : undefined })}
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': t`Previous page` } : control === 'next' ? { 'aria-label': t`Next page` } : {}
            }
          />
        </nav>
      )}
    </Stack>
  );
}
