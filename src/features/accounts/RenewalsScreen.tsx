import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import type { TOrder } from '../../../contracts/schemas/order';
import { isRenewable, needsPayment } from '../../../machines/rules/renewal-links';
import { statusOf } from '../../../machines/rules/status-catalogue';
import { PageIntro } from '../../app/shell/PageIntro';
import { AccountDataGate } from './display/AccountDataGate';
import { useFormatters } from './display/format';
import { RenewalCard } from './display/RenewalCard';
import classes from './display/display.module.css';

/** Orders whose status asks for it (Renew Now, Pay Now) first, then the soonest to expire. */
function byUrgency(a: TOrder, b: TOrder): number {
  const urgent = (o: TOrder) => (statusOf(o.orderStatus).primaryAction ? 0 : 1);
  return urgent(a) - urgent(b) || (a.subscriptionEnd ?? '9999').localeCompare(b.subscriptionEnd ?? '9999');
}

function Renewals({ lookup, selectedOrder }: { lookup: TLookupSuccess; selectedOrder: string | undefined }) {
  const format = useFormatters(lookup);
  const orders = lookup.orders.filter((o) => isRenewable(o) || needsPayment(o)).sort(byUrgency);
  if (orders.length === 0) {
    return (
      <Text>
        <Trans>There is nothing to renew right now.</Trans>
      </Text>
    );
  }
  return (
    <ul className={classes.plainList}>
      {orders.map((order) => (
        <li key={order.orderNumber}>
          <RenewalCard order={order} format={format} selected={order.orderNumber === selectedOrder} />
        </li>
      ))}
    </ul>
  );
}

/** §2 Renewals: each renewable order with the publisher's renewal and payment links. */
export default function RenewalsScreen() {
  const { t } = useLingui();
  const { order } = useSearch({ from: '/accounts/renewals' });
  return (
    <>
      <PageIntro title={t`Renewals`} />
      <AccountDataGate>{(lookup) => <Renewals lookup={lookup} selectedOrder={order} />}</AccountDataGate>
    </>
  );
}
