import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import { PageIntro } from '../../app/shell/PageIntro';
import { AccountDataGate } from './display/AccountDataGate';
import { useFormatters } from './display/format';
import { OrdersTable } from './display/OrdersTable';
import { newestFirst } from './display/selectors';
import { useViewAllList } from './display/view-all';
import { ViewAllToggle } from './display/ViewAllToggle';

function OrderList({ lookup }: { lookup: TLookupSuccess }) {
  const format = useFormatters(lookup);
  const orders = useMemo(() => newestFirst(lookup.orders), [lookup.orders]);
  const list = useViewAllList('viewAllOrders', orders);
  const [page, setPage] = useState(1);
  if (orders.length === 0) {
    return (
      <Text>
        <Trans>You have no orders.</Trans>
      </Text>
    );
  }
  return (
    <div>
      <div id="order-list">
        <OrdersTable orders={list.visible} format={format} page={page} onPage={setPage} paginate={list.viewAll} />
      </div>
      {list.limited && (
        <ViewAllToggle
          viewAll={list.viewAll}
          total={orders.length}
          controls="order-list"
          onChange={(viewAll) => {
            setPage(1);
            list.setViewAll(viewAll);
          }}
        />
      )}
    </div>
  );
}

/** §2 Orders: every order with its items, ship-to and carrier tracking, newest first. */
export default function OrdersScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Orders`} />
      <AccountDataGate>{(lookup) => <OrderList lookup={lookup} />}</AccountDataGate>
    </>
  );
}
