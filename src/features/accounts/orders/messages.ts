import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AutoRenewMethod, AutoRenewRefusal, GiftChangeRefusal, GiftOrderRefusal, OrderChangeRefusal } from '../../../../machines/rules/orders';

/** The texts of the codes the order flows carry (STYLE rule 5). */

type Refusal = AutoRenewRefusal | OrderChangeRefusal | GiftOrderRefusal | GiftChangeRefusal;

/** Why a flow is not offered for this order. */
export const orderRefusalMessages: Record<Refusal, MessageDescriptor> = {
  notRenewable: msg`Automatic renewal cannot be changed for this subscription.`,
  notCancellable: msg`This subscription cannot be canceled online. Please contact customer service.`,
  notTransferable: msg`This subscription cannot be transferred to another publication.`,
  cancelRequested: msg`Your request to cancel this subscription was sent to customer service, who will carry it out and contact you.`,
  noGiftOrder: msg`A gift of this subscription needs a digital subscription of yours and a card in your wallet.`,
  notUnredeemedGift: msg`Only a digital gift that has not been redeemed yet can be revoked or sent again.`,
};

export const autoRenewMethodMessages: Record<AutoRenewMethod, MessageDescriptor> = {
  card: msg`Renew with my card on file`,
  credit: msg`Send me a bill when it renews`,
};

/** §8: "'Error ' plus the email type". */
export const cancelOrderEmailError = msg`Error Send Cancel Order Email`;
