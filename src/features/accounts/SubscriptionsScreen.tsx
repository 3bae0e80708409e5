import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { PageIntro } from '../../app/shell/PageIntro';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import { AccountDataGate } from './display/AccountDataGate';
import { useFormatters } from './display/format';
import { newestFirst } from './display/selectors';
import { SubscriptionCard } from './display/SubscriptionCard';
import { useViewAllList } from './display/view-all';
import { ViewAllToggle } from './display/ViewAllToggle';
import classes from './display/display.module.css';

function SubscriptionList({ lookup }: { lookup: TLookupSuccess }) {
  const format = useFormatters(lookup);
  const subscriptions = newestFirst(lookup.orders.filter((o) => o.isDisplayedOnMySubs));
  const list = useViewAllList('viewAllSubs', subscriptions);
  if (subscriptions.length === 0) {
    return (
      <Text>
        <Trans>You have no subscriptions.</Trans>
      </Text>
    );
  }
  return (
    <>
      <ul id="subscription-list" className={classes.plainList}>
        {list.visible.map((order) => (
          <li key={order.orderNumber}>
            <SubscriptionCard order={order} format={format} />
          </li>
        ))}
      </ul>
      {list.limited && <ViewAllToggle viewAll={list.viewAll} total={subscriptions.length} controls="subscription-list" onChange={list.setViewAll} />}
    </>
  );
}

/** §2 My Subscriptions: the orders shown on My Subscriptions (isDisplayedOnMySubs) with their actions. */
export default function SubscriptionsScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`My Subscriptions`} />
      <AccountDataGate>{(lookup) => <SubscriptionList lookup={lookup} />}</AccountDataGate>
    </>
  );
}
