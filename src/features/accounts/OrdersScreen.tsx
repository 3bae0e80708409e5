import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo } from 'react';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import { ordersPagingMachine } from '../../../machines/flows/orders-paging.machine';
import { PageIntro } from '../../app/shell/PageIntro';
import { AccountDataGate } from './display/AccountDataGate';
import { useFormatters } from './display/format';
import { ORDERS_PER_PAGE, OrdersTable } from './display/OrdersTable';
import { newestFirst } from './display/selectors';
import { readViewAll, storeViewAll, VIEW_FEWER_COUNT } from './display/view-all';
import { ViewAllToggle } from './display/ViewAllToggle';

/** The list's flow is machines/flows/orders-paging.machine.ts: the first few, or every order a page at a time. */
function OrderList({ lookup }: { lookup: TLookupSuccess }) {
  const format = useFormatters(lookup);
  const orders = useMemo(() => newestFirst(lookup.orders), [lookup.orders]);
  const actor = useActorRef(
    ordersPagingMachine.provide({ actions: { 'remember view all': (_, { viewAll }) => storeViewAll('viewAllOrders', viewAll) } }),
    { input: { perPage: ORDERS_PER_PAGE, fewerCount: VIEW_FEWER_COUNT } },
  );
  // Before the first paint, so the list never shows without the session's choice.
  useLayoutEffect(() => actor.send({ type: 'ORDERS.LISTED', total: orders.length, viewAll: readViewAll('viewAllOrders') }), [actor, orders.length]);
  const state = useSelector(actor, (s) => s);
  const viewAll = state.matches('all');
  // A short list offers neither switch.
  const limited = state.can({ type: 'ORDERS.VIEW_ALL' }) || state.can({ type: 'ORDERS.VIEW_FEWER' });
  const visible = state.matches('fewer') && limited ? orders.slice(0, VIEW_FEWER_COUNT) : orders;
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
        <OrdersTable orders={visible} format={format} page={state.context.page} onPage={(page) => actor.send({ type: 'ORDERS.PAGE', page })} paginate={viewAll} />
      </div>
      {limited && (
        <ViewAllToggle
          viewAll={viewAll}
          total={orders.length}
          controls="order-list"
          onChange={(next) => actor.send({ type: next ? 'ORDERS.VIEW_ALL' : 'ORDERS.VIEW_FEWER' })}
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
