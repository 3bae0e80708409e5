import type { UiExecutor } from './replay';
import { accountActivityUi } from './accountActivity.ui';
import { accountLookupUi } from './accountLookup.ui';
import { botCheckUi } from './botCheck.ui';
import { addressChangeUi } from './addressChange.ui';
import { automaticEmailAddUi } from './automaticEmailAdd.ui';
import { autoRenewUi } from './autoRenew.ui';
import { cardCaptureUi } from './cardCapture.ui';
import { cardUpdateUi } from './cardUpdate.ui';
import { contactFormUi } from './contactForm.ui';
import { emailChangeUi } from './emailChange.ui';
import { emailPreferencesUi } from './emailPreferences.ui';
import { extensionUi } from './extension.ui';
import { orderCancelUi } from './orderCancel.ui';
import { orderTransferUi } from './orderTransfer.ui';
import { passwordResetUi } from './passwordReset.ui';
import { orderReturnUi } from './orderReturn.ui';
import { paymentUi } from './payment.ui';
import { renewalUi } from './renewal.ui';
import { replacementIssueUi } from './replacementIssue.ui';
import { resumeDeliveryUi } from './resumeDelivery.ui';
import { secureSignInOpenerUi } from './secureSignInOpener.ui';
import { secureSignInRedirectUi } from './secureSignInRedirect.ui';
import { secureSignInTokensUi } from './secureSignInTokens.ui';
import { retentionOfferUi } from './retentionOffer.ui';
import { seriesUpdateUi } from './seriesUpdate.ui';
import { resinGiftUi } from './resinGift.ui';
import { resinGiftChangeUi } from './resinGiftChange.ui';
import { sessionUi } from './session.ui';
import { identityExchangeUi } from './identityExchange.ui';
import { sessionEndUi } from './sessionEnd.ui';
import { storeCreditRefundUi } from './storeCreditRefund.ui';
import { suspendDeliveryUi } from './suspendDelivery.ui';
import { configLoadUi } from './configLoad.ui';
import { brandFooterUi } from './brandFooter.ui';
import { ordersPagingUi } from './ordersPaging.ui';
import { notificationsUi } from './notifications.ui';
import { actionCycleUi } from './actionCycle.ui';

/**
 * The UI executors by machine id (tests/e2e/paths/<machineId>.ui.ts). A machine of the atlas without
 * one has its covering paths listed as skipped in reports/paths-ui/, with the reason.
 */
export const uiExecutors: Readonly<Record<string, UiExecutor>> = Object.fromEntries(
  [
    replacementIssueUi, suspendDeliveryUi, resumeDeliveryUi, extensionUi, contactFormUi, addressChangeUi, paymentUi, cardUpdateUi, autoRenewUi, orderCancelUi, orderTransferUi, sessionUi,
    renewalUi, accountActivityUi, storeCreditRefundUi, retentionOfferUi, automaticEmailAddUi, resinGiftUi, resinGiftChangeUi,
    accountLookupUi, botCheckUi, cardCaptureUi,
    configLoadUi, brandFooterUi, ordersPagingUi, notificationsUi, actionCycleUi,
    emailChangeUi, passwordResetUi, emailPreferencesUi, seriesUpdateUi,
    secureSignInOpenerUi, secureSignInRedirectUi, secureSignInTokensUi,
    identityExchangeUi, sessionEndUi,
    orderReturnUi,
  ].map((e) => [e.machineId, e]),
);
