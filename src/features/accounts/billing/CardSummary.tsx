import { Trans } from '@lingui/react/macro';
import type { TCard } from '../../../../contracts/schemas/payment';

/** "Visa ending in 4242, expires 12/2030": a card as its safe fields show it. */
export function CardSummary({ card }: { card: TCard }) {
  const brand = card.creditCardType;
  const lastFour = card.creditCardLastFour;
  const expiry = `${card.creditCardExpireMonth}/${card.creditCardExpireYear}`;
  return (
    <Trans>
      {brand} ending in {lastFour}, expires {expiry}
    </Trans>
  );
}
