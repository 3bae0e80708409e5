import type { AnyStateMachine } from 'xstate';
import type { OutcomeRule } from './graph/outcomes';
import type { PathSource } from './graph/paths';
import { replacementOutcomes } from './paths/replacement-issue.outcomes';
import { actionCycleOutcomes } from './paths/action-cycle.outcomes';
import { cardUpdateOutcomes, paymentOutcomes } from './paths/billing.outcomes';
import { addressChangeOutcomes, automaticEmailAddOutcomes } from './paths/profile.outcomes';
import { autoRenewOutcomes, resinGiftChangeOutcomes, resinGiftOutcomes, retentionOfferOutcomes, storeCreditRefundOutcomes } from './paths/orders.outcomes';
import { extensionOutcomes } from './paths/subscription.outcomes';
import { orderCancelOutcomes } from './paths/order-cancel.outcomes';
import { orderTransferOutcomes } from './paths/order-transfer.outcomes';
import { sessionOutcomes } from './paths/session.outcomes';
import { accountLookupOutcomes, brandFooterOutcomes, brandFooterPathEvents, configLoadOutcomes, configLoadPathEvents, contactFormOutcomes } from './paths/shell.outcomes';
import { resumeOutcomes, suspendOutcomes } from './paths/suspend-resume.outcomes';
import { accountLookupInput, accountLookupPathEvents, actionCycleInput, actionCyclePathEvents } from './paths/account.paths';
import { accountLookupMachine } from './flows/account-lookup.machine';
import { accountActivityMachine } from './flows/account-activity.machine';
import { renewalMachine } from './flows/renewal.machine';
import { renewalOutcomes, renewalPathEvents } from './paths/renewal.outcomes';
import { accountActivityInput, accountActivityOutcomes, accountActivityPathEvents } from './paths/account-activity.outcomes';
import { actionCycleMachine } from './flows/action-cycle.machine';
import { addressChangeMachine } from './flows/address-change.machine';
import { addressChangePathEvents, addressChangePathInput, addressChangeStateKey } from './paths/address-change.paths';
import { automaticEmailAddMachine } from './flows/automatic-email-add.machine';
import { automaticEmailAddPathEvents } from './paths/automatic-email-add.paths';
import { brandFooterMachine } from './flows/brand-footer.machine';
import { cardUpdateMachine } from './flows/card-update.machine';
import { cardUpdatePathEvents } from './paths/card-update.paths';
import { configLoadMachine } from './flows/config-load.machine';
import { contactFormMachine } from './flows/contact-form.machine';
import { contactFormPathEvents, contactFormPathInput } from './paths/contact-form.paths';
import { extensionMachine } from './flows/extension.machine';
import { extensionPathEvents } from './paths/extension.paths';
import { seriesUpdateMachine } from './flows/series-update.machine';
import { seriesUpdatePathEvents } from './paths/series-update.paths';
import { seriesUpdateOutcomes } from './paths/series-update.outcomes';
import { autoRenewMachine } from './flows/auto-renew.machine';
import { orderCancelMachine } from './flows/order-cancel.machine';
import { orderTransferMachine } from './flows/order-transfer.machine';
import { orderCancelInput, orderCancelPathEvents, orderCancelStateKey } from './paths/order-cancel.paths';
import { orderTransferPathEvents } from './paths/order-transfer.paths';
import {
  autoRenewPathEvents,
  resinGiftChangePathEvents,
  resinGiftPathEvents,
  retentionOfferInput,
  retentionOfferPathEvents,
  storeCreditRefundInput,
  storeCreditRefundPathEvents,
} from './paths/orders.paths';
import { resinGiftChangeMachine } from './flows/resin-gift-change.machine';
import { resinGiftMachine } from './flows/resin-gift.machine';
import { retentionOfferMachine } from './flows/retention-offer.machine';
import { storeCreditRefundMachine } from './flows/store-credit-refund.machine';
import { paymentMachine } from './flows/payment.machine';
import { paymentPathEvents, paymentPathInput } from './paths/payment.paths';
import { replacementMachine } from './flows/replacement-issue.machine';
import { replacementPathEvents, replacementPathInput } from './paths/replacement-issue.paths';
import { resumePathEvents, suspendInput, suspendPathEvents } from './paths/suspend-resume.paths';
import { resumeMachine } from './flows/suspend-resume.resume.machine';
import { suspendMachine, type SuspendContext } from './flows/suspend-resume.suspend.machine';
import { sessionMachine, type SessionContext } from './flows/session.machine';
import { sessionPathEvents } from './paths/session.paths';
import { identityExchangeMachine, type IdentityExchangeContext } from './flows/session-exchange.machine';
import { sessionEndMachine } from './flows/session-end.machine';
import { identityExchangeInput, identityExchangePathEvents, sessionEndInput, sessionEndPathEvents } from './paths/session-children.paths';
import { identityExchangeOutcomes, sessionEndOutcomes } from './paths/session-children.outcomes';
import { parseContinueParameter } from './rules/sign-in';
import { botCheckMachine } from './flows/bot-check.machine';
import { botCheckPathEvents } from './paths/bot-check.paths';
import { botCheckOutcomes } from './paths/bot-check.outcomes';
import { cardCaptureMachine, firstRefusedField, type CardCaptureContext } from './flows/card-capture.machine';
import { cardCapturePathEvents } from './paths/card-capture.paths';
import { secureSignInOpenerMachine } from './flows/secure-sign-in.opener.machine';
import { secureSignInRedirectMachine, secureSignInTokensMachine } from './flows/secure-sign-in.popup.machine';
import { secureSignInOpenerPathEvents, secureSignInRedirectInput, secureSignInTokensPathEvents } from './paths/secure-sign-in.paths';
import { secureSignInOpenerOutcomes, secureSignInRedirectOutcomes, secureSignInTokensOutcomes } from './paths/secure-sign-in.outcomes';
import { cardCaptureOutcomes } from './paths/card-capture.outcomes';
import { emailPreferencesMachine, type EmailPreferencesContext } from './flows/email-preferences.machine';
import { emailPreferencesInput, emailPreferencesPathEvents } from './paths/email-preferences.paths';
import { emailPreferencesOutcomes } from './paths/email-preferences.outcomes';
import { preferencesRequests } from './rules/profile-actions';
import { emailChangeMachine, type EmailChangeContext } from './flows/email-change.machine';
import { emailChangeInput, emailChangePathEvents } from './paths/email-change.paths';
import { emailChangeOutcomes } from './paths/email-change.outcomes';
import { passwordResetMachine } from './flows/password-reset.machine';
import { passwordResetInput, passwordResetPathEvents } from './paths/password-reset.paths';
import { passwordResetOutcomes } from './paths/password-reset.outcomes';
import { ordersPagingMachine, type OrdersPagingContext } from './flows/orders-paging.machine';
import { ordersPagingInput, ordersPagingPathEvents } from './paths/orders-paging.paths';
import { ordersPagingOutcomes } from './paths/orders-paging.outcomes';
import { notificationsMachine } from './flows/notifications.machine';
import { notificationsPathEvents } from './paths/notifications.paths';
import { notificationsOutcomes } from './paths/notifications.outcomes';
import { orderReturnMachine } from './flows/order-return.machine';
import { orderReturnPathEvents } from './paths/order-return.paths';
import { orderReturnOutcomes } from './paths/order-return.outcomes';

/**
 * The flow atlas: every machine of the portal with a title and a description. The path tests,
 * `npm run test:paths`, `npm run flows` and the /flows page all read this list, so a machine
 * added here appears everywhere without further wiring.
 */
export interface AtlasEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  /** Input the machine is started with when paths are generated. */
  input?: unknown;
  /**
   * Events with payloads for the generated paths (an actor's `output`, a form's fields), merged by
   * type with the events derived from the machine; see `PathSource.events` in graph/paths.ts.
   */
  events?: PathSource['events'];
  /** Context a guard reads that paths must vary (bounded); see `PathSource.stateKey`. */
  stateKey?: PathSource['stateKey'];
  /**
   * What must happen on the generated paths, written from the spec (machines/paths/*.outcomes.ts):
   * states, screen steps, effects and requests; the path tests and `npm run test:paths` check them.
   */
  outcomes?: readonly OutcomeRule[];
}

export const machineAtlas: readonly AtlasEntry[] = [
  {
    id: 'configLoad',
    title: 'Configuration load',
    description:
      'Service discovery by host name, then the admin configuration of that publisher; any failure shows the server-error page (SPEC §4 Configuration load).',
    machine: configLoadMachine,
    events: configLoadPathEvents,
    outcomes: configLoadOutcomes,
  },
  {
    id: 'session',
    title: 'Session and sign-in',
    description:
      'Guest lookup by each method, secure sign-in (tokens, identity exchange, account lookup or the linking view), the secured-account and require-secure-sign-in checks, continue session, attempt counting, session timeout and logout; restores the persisted session after a reload (SPEC §4 Sign-in, §6, §8).',
    machine: sessionMachine,
    events: sessionPathEvents,
    outcomes: sessionOutcomes,
    // Guards read the settings, whether a secure identity waits for its account, and the continue link.
    stateKey: (snapshot) => {
      const context = snapshot.context as SessionContext;
      return [context.settings?.requireSecureSignin ?? 'unconfigured', context.identity !== null, context.continueAc === null ? null : parseContinueParameter(context.continueAc) !== null];
    },
  },
  {
    id: 'identityExchange',
    title: 'Secure sign-in token exchange',
    description:
      'A child of the session: the verified access token of a secure sign-in is exchanged for the identity’s subscriptions (POST /mylo/link); an account of the publisher, or a Resin account of its products, is looked up with the identity; none leads to the linking view; a refused token is an invalid login token, any other failure a failed lookup (SPEC §4 Sign-in, §7 call 5, §8).',
    machine: identityExchangeMachine,
    input: identityExchangeInput,
    events: identityExchangePathEvents,
    // An account of the publisher and a Resin account take one transition: paths reach both lookups.
    stateKey: (snapshot) => (snapshot.context as IdentityExchangeContext).outcome,
    outcomes: identityExchangeOutcomes,
  },
  {
    id: 'sessionEnd',
    title: 'Session end',
    description:
      'A child of the session, for a logout and a session timeout alike: the credentials, the session and local storage are cleared and a secure sign-in ends the provider’s session; the session then says Sign Out Successful after a logout whose clean-up worked, never after a timeout, and goes where the end asked (SPEC §4 Logout, §8 Session errors).',
    machine: sessionEndMachine,
    input: sessionEndInput,
    events: sessionEndPathEvents,
    outcomes: sessionEndOutcomes,
  },
  {
    id: 'secureSignInOpener',
    title: 'Secure sign-in popup',
    description:
      'Sign In and Create an Account open the identity provider in a popup and wait for its tokens (only from our origin and the popup opened), which go to the session; with no popup (blocked, or a small screen) the same flow runs in this window; a popup closed without signing in leaves the buttons as they were (SPEC §2 Login page; ARCHITECTURE §6).',
    machine: secureSignInOpenerMachine,
    events: secureSignInOpenerPathEvents,
    // The popup and the in-window flow open for the action chosen: paths reach both.
    stateKey: (snapshot) => (snapshot.context as { action: string }).action,
    outcomes: secureSignInOpenerOutcomes,
  },
  {
    id: 'secureSignInRedirect',
    title: 'Secure sign-in: to the provider',
    description:
      'The popup-URL screen sends the window to the identity provider’s sign-in or create-account page in the language asked; if that does not happen within 4 s, or fails, it offers Click here if not redirected., which leads to /login (SPEC §2 Secure sign-in popup screens).',
    machine: secureSignInRedirectMachine,
    input: secureSignInRedirectInput,
    outcomes: secureSignInRedirectOutcomes,
  },
  {
    id: 'secureSignInTokens',
    title: 'Secure sign-in: the tokens',
    description:
      'The token screen exchanges the code for the tokens, posts them to the opener window (our origin only) and closes (Click here to close window.); with no opener of ours the tokens go to this window’s session at /login; no tokens shows that secure sign-in did not complete (SPEC §2 Secure sign-in popup screens).',
    machine: secureSignInTokensMachine,
    events: secureSignInTokensPathEvents,
    outcomes: secureSignInTokensOutcomes,
  },
  {
    id: 'botCheck',
    title: 'Bot check',
    description:
      'When the publisher enables it, or after too many tries: checking "I am not a robot" fetches a proof-of-work challenge from the gateway and solves it in the browser; the solution goes with one lookup, after which the box is unchecked; a challenge that cannot be fetched or solved fails the check, and checking again retries (SPEC §2 Account number form, §5).',
    machine: botCheckMachine,
    events: botCheckPathEvents,
    outcomes: botCheckOutcomes,
  },
  {
    id: 'notifications',
    title: 'Notifications',
    description:
      'The notification area, bottom left, loads with the first notice of the page; each notice stays until dismissed (no auto-dismiss); a lookup error and a sign-out clear the others before showing theirs, and a sign-in, a lookup or a logout clears them all (SPEC §2 Shell, §4, §8, §9).',
    machine: notificationsMachine,
    events: notificationsPathEvents,
    outcomes: notificationsOutcomes,
  },
  {
    id: 'brandFooter',
    title: 'Alternative brand footer',
    description:
      'Locates the visitor country from the footer URL, then loads that country’s link lists; falls back to the standard footer on failure (SPEC §2 Footer, §7 call 3).',
    machine: brandFooterMachine,
    input: { globalCode: 'BOR', footerUrl: '/api/footer/location', countryBaseUrl: '/api/footer/countries/' },
    events: brandFooterPathEvents,
    outcomes: brandFooterOutcomes,
  },
  {
    id: 'contactForm',
    title: 'Contact customer service',
    description:
      'Loads the subjects of the chosen product (again when the product changes, clearing the subject), clears the state when the country changes, sends the message (submit disabled, Loading...), then shows the thank-you text; a failed send shows the error panel and keeps every field; cancel or exit clears the email state and goes to the account summary (SPEC §2, §4 Contact form, §7 call 29).',
    machine: contactFormMachine,
    input: contactFormPathInput,
    events: contactFormPathEvents,
    outcomes: contactFormOutcomes,
  },
  {
    id: 'accountLookup',
    title: 'Account lookup',
    description:
      'The customer data of the account area: taken from the sign-in, or looked up by account number and postal code after a reload; refetched after every action, after the named delay of the action (SPEC §4 Account lookup, Generic action cycle, §9).',
    machine: accountLookupMachine,
    input: accountLookupInput,
    events: accountLookupPathEvents,
    outcomes: accountLookupOutcomes,
  },
  {
    id: 'renewal',
    title: 'Renew in the portal',
    description:
      'With no renewal URL configured, Renew Now shows the term and price of one more term of the plan, asks the gateway for its bill (the same bill while it is open), then opens Make a Payment with it; paying it renews the order (designed, issue 13).',
    machine: renewalMachine,
    events: renewalPathEvents,
    outcomes: renewalOutcomes,
  },
  {
    id: 'accountActivity',
    title: 'Account activity',
    description:
      'Loads what was done on each signed-in account (payments, refunds, changes, requests to customer service), newest first; a failed load offers a retry (designed, issue 13).',
    machine: accountActivityMachine,
    input: accountActivityInput,
    events: accountActivityPathEvents,
    outcomes: accountActivityOutcomes,
  },
  {
    id: 'ordersPaging',
    title: 'Orders list',
    description:
      'The orders, newest first: the first 5 until View all (offered only for a longer list), then every order 20 a page from the first page, with a page chooser; View fewer goes back; the choice is kept for the session (viewAllOrders), so a reload keeps it and logout forgets it (SPEC §2 Orders, §3, §9).',
    machine: ordersPagingMachine,
    input: ordersPagingInput,
    events: ordersPagingPathEvents,
    // View all and View fewer are offered for a long list only, and pages exist up to the count: paths reach each count.
    stateKey: (snapshot) => (snapshot.context as OrdersPagingContext).total,
    outcomes: ordersPagingOutcomes,
  },
  {
    id: 'actionCycle',
    title: 'Generic action cycle',
    description:
      'Start, loading, success, error, cancel: every account and money action runs through it. A batch succeeds only if every call does; each result is reported to analytics and followed by a refetch of the customer (SPEC §4 Generic action cycle, §7 call 28, §8).',
    machine: actionCycleMachine,
    input: actionCycleInput,
    events: actionCyclePathEvents,
    outcomes: actionCycleOutcomes,
  },
  {
    id: 'suspendDelivery',
    title: 'Suspend delivery',
    description:
      'Offered only with enableSuspend and an order that isSuspendable; account information (the reason), effective dates (a resume issue for SERV from the coming issues, a resume date for the other systems), account updates (the review), then the action cycle: POST /cofp for SERV, PUT /series otherwise; a failure keeps every choice (SPEC §4, §6, §7 calls 15 and 16, §8).',
    machine: suspendMachine,
    input: suspendInput,
    events: suspendPathEvents,
    // The request differs by system (POST /cofp for SERV, PUT /series otherwise): paths reach both.
    stateKey: (snapshot) => (snapshot.context as SuspendContext).subscription?.systemCode ?? null,
    outcomes: suspendOutcomes,
  },
  {
    id: 'resumeDelivery',
    title: 'Resume delivery',
    description:
      'A suspended order is resumed after a confirmation through the action cycle (POST /cofp resume Y for SERV, PUT /series suspendSwitch N otherwise); when the first returned item has directResume the user goes to /accounts/resume (SPEC §4 Specific transitions, §7 call 17).',
    machine: resumeMachine,
    events: resumePathEvents,
    outcomes: resumeOutcomes,
  },
  {
    id: 'replacementIssue',
    title: 'Replacement issue',
    description:
      'Reason (damaged or missing, which entitled issue), Confirmation (receive the issue or extend by one issue instead; out of stock means an automatic one-issue extension), Replacement (success, or Oops! Something went wrong!); Submit another issue starts again, I’m Done goes to the summary (SPEC §2, §7 calls 12, 14, 15, §9).',
    machine: replacementMachine,
    input: replacementPathInput,
    events: replacementPathEvents,
    outcomes: replacementOutcomes,
  },
  {
    id: 'extension',
    title: 'Extend a subscription',
    description:
      'Choose how many issues to add, review the new last issue, then the action cycle (PUT /orderupdate extension) and its refetch; a success is followed by a retention offer (event extension) the subscriber may accept or decline (SPEC §4 Specific transitions, §7 calls 13 and 27).',
    machine: extensionMachine,
    events: extensionPathEvents,
    outcomes: extensionOutcomes,
  },
  {
    id: 'seriesUpdate',
    title: 'Change a series plan’s settings',
    description:
      'A running series plan (SERVPF) shows how often a volume ships and how many copies; saving a change runs the action cycle (PUT /series seriesupdate with the plan’s status and suspendSwitch as they stand) and its refetch; the same settings again save nothing; a failure keeps the choice (SPEC §7 call 18).',
    machine: seriesUpdateMachine,
    events: seriesUpdatePathEvents,
    outcomes: seriesUpdateOutcomes,
  },
  {
    id: 'addressChange',
    title: 'Change of address',
    description:
      'Account information (the customer’s accounts, and a donor’s gift recipients’), effective dates (start today by default, optional end), account updates (the new address, §5 rules), confirmation; then POST /cofa with one payload per account through the action cycle, all must succeed; with own and gift accounts the customer’s change runs first with the refetch skipped, then the gift change with the first answer; the refetch 2 s later uses the new postal code (SPEC §2, §4, §7 call 8, §9).',
    machine: addressChangeMachine,
    input: addressChangePathInput,
    events: addressChangePathEvents,
    stateKey: addressChangeStateKey,
    outcomes: addressChangeOutcomes,
  },
  {
    id: 'automaticEmailAdd',
    title: 'Automatic email add',
    description:
      'Once per session, when the session knows an email (the identity’s, or the captureEmail of the sign-in) and an account of the lookup has none: POST /cofe for each such account through the action cycle, then the refetch 3 s later; a lookup without customers fails with No Auto COFE From Bad Account Lookup (SPEC §3, §4, §8, §9).',
    machine: automaticEmailAddMachine,
    events: automaticEmailAddPathEvents,
    outcomes: automaticEmailAddOutcomes,
  },
  {
    id: 'emailChange',
    title: 'Change of email',
    description:
      'The new email, typed twice (Emails do not match), for every account or the accounts chosen (at least one); POST /cofe per account through the action cycle, each keeping its own answer to emails from us, then the refetch 2 s later; a success shows the confirmation with the email addresses on file and Change it again, a failure shows the §8 message above the form, which keeps what was typed (SPEC §2, §5, §7 call 9, §8, §9).',
    machine: emailChangeMachine,
    input: emailChangeInput,
    events: emailChangePathEvents,
    // The request is made of the accounts chosen, and none chosen sends nothing: paths reach each choice.
    stateKey: (snapshot) => (snapshot.context as EmailChangeContext).chosen.join(','),
    outcomes: emailChangeOutcomes,
  },
  {
    id: 'passwordReset',
    title: 'Password reset',
    description:
      'The email of the sign-in, prefilled with the session’s or the customer’s; POST /passwordreset with the publisher’s sign-in client through the action cycle, then the refetch; a success says Password Reset Requested (a link went to that email if it has a sign-in) and goes to the account summary, a failure shows Error Sending Password Reset and keeps the email (SPEC §2, §7 call 10, §8).',
    machine: passwordResetMachine,
    input: passwordResetInput,
    events: passwordResetPathEvents,
    outcomes: passwordResetOutcomes,
  },
  {
    id: 'emailPreferences',
    title: 'Communication preferences',
    description:
      'The two email permissions of each account (emails from us, emails from our partners) as switches; Save is offered only while a switch differs from the account, and sends only what changed: POST /cofp per account through the action cycle, then the refetch; a success applies the returned flags and says Preferences Update Successful, a failure says Preferences Update Error and keeps the switches (SPEC §2, §3, §6, §7 call 11, §8).',
    machine: emailPreferencesMachine,
    input: emailPreferencesInput,
    events: emailPreferencesPathEvents,
    // Save is guarded by a switch that differs from the account: paths reach both sides.
    stateKey: (snapshot) => {
      const context = snapshot.context as EmailPreferencesContext;
      return preferencesRequests(context.customers, context.choices).length > 0;
    },
    outcomes: emailPreferencesOutcomes,
  },
  {
    id: 'payment',
    title: 'Make a payment',
    description:
      'Choose an open invoice, then a card on file or a new card tokenised in the browser by the payment-capture script, review (amount, card, auto-renew opt-in), then POST /payment through the action cycle with an idempotency key kept across retries of the same body (a double click pays once); after the payment each item with autoRenewOptIn, SERVPF and a planCode moves its plan to that card (PUT /series cardupdate, Update Payment Method); a failure shows Error on Payment and keeps every choice; ends on the payment confirmation. Card only: the alternative payment types need a wallet provider (SPEC §3 Payment, §4, §7 calls 20 and 24, §8).',
    machine: paymentMachine,
    input: paymentPathInput,
    events: paymentPathEvents,
    outcomes: paymentOutcomes,
  },
  {
    id: 'cardCapture',
    title: 'Enter a new card',
    description:
      'The new-card form of Make a Payment and Update a Card: a name that looks like a card number is refused unsent; otherwise the payment-capture script checks and tokenises the card in the browser (the number and security code go to it alone) and the card goes to the flow; a refused card marks the fields that failed and focuses the first; a script that cannot load says so (SPEC §3 Payment, §4; ARCHITECTURE §5).',
    machine: cardCaptureMachine,
    input: { initial: {} },
    events: cardCapturePathEvents,
    // Which refused field is focused first: paths reach each.
    stateKey: (snapshot) => firstRefusedField((snapshot.context as CardCaptureContext).refused),
    outcomes: cardCaptureOutcomes,
  },
  {
    id: 'cardUpdate',
    title: 'Update a card',
    description:
      'Choose a payment method in the wallet, enter the new card (tokenised in the browser), review it with the accounts it pays for, then one call per account through the action cycle: SERV and EHUB PUT /cardupdate with the old card, RESIN PUT /payment-instrument with the Resin ids, SERVPF PUT /series cardupdate; every call must succeed; a failure shows Error on Card Update and keeps the new card (SPEC §3 Payment, §4, §7 call 20, §8).',
    machine: cardUpdateMachine,
    events: cardUpdatePathEvents,
    outcomes: cardUpdateOutcomes,
  },
  {
    id: 'retentionOffer',
    title: 'Retention offer',
    description:
      'Loads the retention offers (intellisel) for an event: none, or a load error (reported to analytics only), continues the original action; otherwise one offer at a time, with Accept (applies it to the order, then the refetch) and No thanks, continue (the original action goes on); Invalid login token ends the session as a timeout and stops the original action (SPEC §4 Specific transitions, §7 call 27, §8 Session errors).',
    machine: retentionOfferMachine,
    input: retentionOfferInput,
    events: retentionOfferPathEvents,
    outcomes: retentionOfferOutcomes,
  },
  {
    id: 'autoRenew',
    title: 'Auto-renew and stop charge',
    description:
      'Stops auto-renew (POST /cofp autoRenewStop, SERV) or the recurring charge (PUT /orderupdate stopCharge: Resin by its subscription id with resinAutoRenew N, the others as a digital order with reason code 1) after a retention offer: accepting it keeps the renewal, declining goes on; starts auto-renew by the card on file or on credit (POST /cofp autoRenewStart); a failure keeps the choice and a retry makes no second offer (SPEC §4, §7 calls 19, 21, 27, §9).',
    machine: autoRenewMachine,
    events: autoRenewPathEvents,
    outcomes: autoRenewOutcomes,
  },
  {
    id: 'orderCancel',
    title: 'Cancel an order',
    description:
      'Shows what the cancel refunds and where, makes a retention offer (accepting it keeps the order), then PUT /orderupdate orderChange (cancel Y, the quoted refundType) or for Resin PUT /resinorderupdate cancel followed by POST /payout to store credit; a shop order is cancelled only while nothing of it has shipped (refunded in full; SHOP_ORDER_SHIPPED is shown, not mailed); a failed cancel with refundType R sends the cancel-order email to customer service and says so instead of an error; a failure keeps the review and a retry makes no second offer; the confirmation page types cancel-confirmation, SERV-credit-cancel, SERV-paid-cancel and Resin-paid-cancel (SPEC §4, §7 calls 22, 23, 25, 27, 29).',
    machine: orderCancelMachine,
    input: orderCancelInput,
    events: orderCancelPathEvents,
    stateKey: orderCancelStateKey,
    outcomes: orderCancelOutcomes,
  },
  {
    id: 'orderTransfer',
    title: 'Transfer an order',
    description:
      'Moves the rest of a running subscription that owes nothing (not a Resin one) to one of the order’s transfer targets: choose the target, review it (Back chooses again), then PUT /orderupdate orderChange transfer (toMagAbbr, moveSw Y) through the action cycle and its refetch; a failure keeps the review (SPEC §4, §7 call 22).',
    machine: orderTransferMachine,
    events: orderTransferPathEvents,
    outcomes: orderTransferOutcomes,
  },
  {
    id: 'storeCreditRefund',
    title: 'Refund to store credit',
    description:
      'After a Resin cancel: POST /payout of the quoted refund through the action cycle with the cancel’s Idempotency-Key; a failure shows Error on Store Credit Refund and a retry sends the same refund with the same key, so it is never paid twice (SPEC §7 call 25, §8).',
    machine: storeCreditRefundMachine,
    input: storeCreditRefundInput,
    events: storeCreditRefundPathEvents,
    outcomes: storeCreditRefundOutcomes,
  },
  {
    id: 'resinGift',
    title: 'Resin gift order',
    description:
      'The plan and the recipient, a speculative POST /order for the price, a confirmation, then POST /order paid by the card on file and the refetch 2 s later; a failure keeps the choice (SPEC §4 Specific transitions, §7 call 26, §9).',
    machine: resinGiftMachine,
    events: resinGiftPathEvents,
    outcomes: resinGiftOutcomes,
  },
  {
    id: 'resinGiftChange',
    title: 'Revoke or resend a digital gift',
    description:
      'An unredeemed digital gift is revoked, or sent to a new recipient email, after a confirmation: PUT /resinorderupdate path revoke or resend through the action cycle (SPEC §7 call 23).',
    machine: resinGiftChangeMachine,
    events: resinGiftChangePathEvents,
    outcomes: resinGiftChangeOutcomes,
  },
  {
    id: 'orderReturn',
    title: 'Return items of a shop order',
    description:
      'A shop order with items shipped within the return window (the publisher’s, 30 days unless its configuration says otherwise; the gateway’s returnableUntil): choose the items, how many of each and why, review what comes back and the refund to the card that paid, then PUT /orderupdate orderChange with orderStatus return and the lines through the action cycle and its refetch; the order becomes returned or partially returned; a failure keeps the choice (designed: SPEC §4 action Return and statuses returned, partially returned, §7 call 22).',
    machine: orderReturnMachine,
    events: orderReturnPathEvents,
    outcomes: orderReturnOutcomes,
  },
];
