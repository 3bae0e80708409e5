import type { AnyEventObject } from 'xstate';
import type { CardUpdateTarget } from '../rules/billing';
import { capturedCard } from './payment.paths';

/** Events with payloads for the card update's generated paths (machines/index.ts). Sample data only. */

export const cardUpdatePathTarget: CardUpdateTarget = {
  oldCard: { cardProfileId: 'rpi_sample_0341', creditCardType: 'Visa', creditCardExpireMonth: '10', creditCardExpireYear: '2026', creditCardLastFour: '0341' },
  resinPaymentInstrumentId: 'rpi_sample_0341',
  accounts: [
    { accountNumber: '10000023', prodIdAlias: 'NWD', systemCode: 'RESIN', resinCustomerId: 'rcus_10000023', resinClientId: 'northwind-digital', planCodes: [] },
  ],
};

export const cardUpdatePathEvents: readonly AnyEventObject[] = [
  { type: 'CARD.CHOOSE', target: cardUpdatePathTarget },
  { type: 'CARD.CAPTURED', card: capturedCard },
  { type: 'CARD.SAVE' },
  { type: 'CARD.BACK' },
  { type: 'CARD.DONE' },
  { type: 'ACTION.SETTLED', result: { status: 'success', data: { success: true } } },
  { type: 'ACTION.SETTLED', result: { status: 'error', reason: 'unsuccessful' } },
];
