import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import type { TOrder } from '../../../contracts/schemas/order';
import { PageIntro } from '../../app/shell/PageIntro';
import { AccountDataGate } from './display/AccountDataGate';
import { useFormatters } from './display/format';
import { GiftAccounts } from './display/GiftAccounts';
import { GiftCard } from './display/GiftCard';
import { isGiftOrder, isUnredeemedGift, newestFirst } from './display/selectors';
import { useViewAllList, type ViewAllFlag } from './display/view-all';
import { ViewAllToggle } from './display/ViewAllToggle';
import classes from './display/display.module.css';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

function GiftList({ id, flag, orders, lookup, empty }: { id: string; flag: ViewAllFlag; orders: TOrder[]; lookup: TLookupSuccess; empty: ReactNode }) {
  const format = useFormatters(lookup);
  const list = useViewAllList(flag, orders);
  if (orders.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <>
      <ul id={id} className={classes.plainList}>
        {list.visible.map((order) => (
          <li key={order.orderNumber}>
            <GiftCard order={order} format={format} />
          </li>
        ))}
      </ul>
      {list.limited && <ViewAllToggle viewAll={list.viewAll} total={orders.length} controls={id} onChange={list.setViewAll} />}
    </>
  );
}

function Gifts({ lookup }: { lookup: TLookupSuccess }) {
  const gifts = newestFirst(lookup.orders.filter(isGiftOrder));
  const unredeemed = gifts.filter(isUnredeemedGift);
  const given = gifts.filter((o) => !isUnredeemedGift(o));
  return (
    <Stack gap="xl">
      <Section id="gift-subscriptions" title={<Trans>Gifts Given and Received</Trans>}>
        <GiftList id="gift-list" flag="viewAllGifts" orders={given} lookup={lookup} empty={<Trans>You have no gift subscriptions.</Trans>} />
      </Section>
      <Section id="unredeemed-gifts" title={<Trans>Unredeemed Gifts</Trans>}>
        <GiftList
          id="unredeemed-gift-list"
          flag="viewAllUnredeemedGifts"
          orders={unredeemed}
          lookup={lookup}
          empty={<Trans>You have no unredeemed gifts.</Trans>}
        />
      </Section>
      <Section id="gift-accounts" title={<Trans>Associated Gift Accounts</Trans>}>
        <GiftAccounts accounts={lookup.associatedGiftAccounts} />
      </Section>
    </Stack>
  );
}

/** §2 Gift subscriptions: gifts given and received, unredeemed digital gifts and the associated gift accounts. */
export default function GiftsScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Gift Subscriptions`} />
      <AccountDataGate>{(lookup) => <Gifts lookup={lookup} />}</AccountDataGate>
    </>
  );
}
