import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What analysts read on /flows, per atlas id, through Lingui: the atlas in machines/ is pure
 * data in English, and machines carry no sentences for the screen (STYLE rule 5).
 */
export const ATLAS_TEXT: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  configLoad: {
    title: msg`Configuration load`,
    description: msg`Service discovery by host name, then the admin configuration of that publisher; any failure shows the server-error page (SPEC §4 Configuration load).`,
  },
  session: {
    title: msg`Session and sign-in`,
    description: msg`Guest lookup by each method, secure sign-in (tokens, identity exchange, account lookup or the linking view), the secured-account and require-secure-sign-in checks, continue session, attempt counting, session timeout and logout; restores the persisted session after a reload (SPEC §4 Sign-in, §6, §8).`,
  },
  identityExchange: {
    title: msg`Secure sign-in token exchange`,
    description: msg`A child of the session: the verified access token of a secure sign-in is exchanged for the identity’s subscriptions (POST /mylo/link); an account of the publisher, or a Resin account of its products, is looked up with the identity; none leads to the linking view; a refused token is an invalid login token, any other failure a failed lookup (SPEC §4 Sign-in, §7 call 5, §8).`,
  },
  sessionEnd: {
    title: msg`Session end`,
    description: msg`A child of the session, for a logout and a session timeout alike: the credentials, the session and local storage are cleared and a secure sign-in ends the provider’s session; the session then says Sign Out Successful after a logout whose clean-up worked, never after a timeout, and goes where the end asked (SPEC §4 Logout, §8 Session errors).`,
  },
  notifications: {
    title: msg`Notifications`,
    description: msg`The notification area, bottom left, loads with the first notice of the page; each notice stays until dismissed (no auto-dismiss); a lookup error and a sign-out clear the others before showing theirs, and a sign-in, a lookup or a logout clears them all (SPEC §2 Shell, §4, §8, §9).`,
  },
  brandFooter: {
    title: msg`Alternative brand footer`,
    description: msg`Locates the visitor country from the footer URL, then loads that country’s link lists; falls back to the standard footer on failure (SPEC §2 Footer, §7 call 3).`,
  },
  contactForm: {
    title: msg`Contact customer service`,
    description: msg`Loads the subjects of the chosen product (again when the product changes, clearing the subject), clears the state when the country changes, sends the message (submit disabled, Loading...), then shows the thank-you text; a failed send shows the error panel and keeps every field; cancel or exit clears the email state and goes to the account summary (SPEC §2, §4 Contact form, §7 call 29).`,
  },
  accountLookup: {
    title: msg`Account lookup`,
    description: msg`The customer data of the account area: taken from the sign-in, or looked up by account number and postal code after a reload; refetched after every action, after the named delay of the action (SPEC §4 Account lookup, Generic action cycle, §9).`,
  },
  renewal: {
    title: msg`Renew in the portal`,
    description: msg`With no renewal URL configured, Renew Now shows the term and price of one more term of the plan, asks the gateway for its bill (the same bill while it is open), then opens Make a Payment with it; paying it renews the order (designed, issue 13).`,
  },
  accountActivity: {
    title: msg`Account activity`,
    description: msg`Loads what was done on each signed-in account (payments, refunds, changes, requests to customer service), newest first; a failed load offers a retry (designed, issue 13).`,
  },
  ordersPaging: {
    title: msg`Orders list`,
    description: msg`The orders, newest first: the first 5 until View all (offered only for a longer list), then every order 20 a page from the first page, with a page chooser; View fewer goes back; the choice is kept for the session (viewAllOrders), so a reload keeps it and logout forgets it (SPEC §2 Orders, §3, §9).`,
  },
  actionCycle: {
    title: msg`Generic action cycle`,
    description: msg`Start, loading, success, error, cancel: every account and money action runs through it. A batch succeeds only if every call does; each result is reported to analytics and followed by a refetch of the customer (SPEC §4 Generic action cycle, §7 call 28, §8).`,
  },
  suspendDelivery: {
    title: msg`Suspend delivery`,
    description: msg`Offered only with enableSuspend and an order that isSuspendable; account information (the reason), effective dates (a resume issue for SERV from the coming issues, a resume date for the other systems), account updates (the review), then the action cycle: POST /cofp for SERV, PUT /series otherwise; a failure keeps every choice (SPEC §4, §6, §7 calls 15 and 16, §8).`,
  },
  resumeDelivery: {
    title: msg`Resume delivery`,
    description: msg`A suspended order is resumed after a confirmation through the action cycle (POST /cofp resume Y for SERV, PUT /series suspendSwitch N otherwise); when the first returned item has directResume the user goes to /accounts/resume (SPEC §4 Specific transitions, §7 call 17).`,
  },
  replacementIssue: {
    title: msg`Replacement issue`,
    description: msg`Reason (damaged or missing, which entitled issue), Confirmation (receive the issue or extend by one issue instead; out of stock means an automatic one-issue extension), Replacement (success, or Oops! Something went wrong!); Submit another issue starts again, I’m Done goes to the summary (SPEC §2, §7 calls 12, 14, 15, §9).`,
  },
  extension: {
    title: msg`Extend a subscription`,
    description: msg`Choose how many issues to add, review the new last issue, then the action cycle (PUT /orderupdate extension) and its refetch; a success is followed by a retention offer (event extension) the subscriber may accept or decline (SPEC §4 Specific transitions, §7 calls 13 and 27).`,
  },
  seriesUpdate: {
    title: msg`Change a series plan’s settings`,
    description: msg`A running series plan (SERVPF) shows how often a volume ships and how many copies; saving a change runs the action cycle (PUT /series seriesupdate with the plan’s status and suspendSwitch as they stand) and its refetch; the same settings again save nothing; a failure keeps the choice (SPEC §7 call 18).`,
  },
  addressChange: {
    title: msg`Change of address`,
    description: msg`Account information (the customer’s accounts, and a donor’s gift recipients’), effective dates (start today by default, optional end), account updates (the new address, §5 rules), confirmation; then POST /cofa with one payload per account through the action cycle, all must succeed; with own and gift accounts the customer’s change runs first with the refetch skipped, then the gift change with the first answer; the refetch 2 s later uses the new postal code (SPEC §2, §4, §7 call 8, §9).`,
  },
  automaticEmailAdd: {
    title: msg`Automatic email add`,
    description: msg`Once per session, when the session knows an email (the identity’s, or the captureEmail of the sign-in) and an account of the lookup has none: POST /cofe for each such account through the action cycle, then the refetch 3 s later; a lookup without customers fails with No Auto COFE From Bad Account Lookup (SPEC §3, §4, §8, §9).`,
  },
  emailChange: {
    title: msg`Change of email`,
    description: msg`The new email, typed twice (Emails do not match), for every account or the accounts chosen (at least one); POST /cofe per account through the action cycle, each keeping its own answer to emails from us, then the refetch 2 s later; a success shows the confirmation with the email addresses on file and Change it again, a failure shows the §8 message above the form, which keeps what was typed (SPEC §2, §5, §7 call 9, §8, §9).`,
  },
  passwordReset: {
    title: msg`Password reset`,
    description: msg`The email of the sign-in, prefilled with the session’s or the customer’s; POST /passwordreset with the publisher’s sign-in client through the action cycle, then the refetch; a success says Password Reset Requested (a link went to that email if it has a sign-in) and goes to the account summary, a failure shows Error Sending Password Reset and keeps the email (SPEC §2, §7 call 10, §8).`,
  },
  emailPreferences: {
    title: msg`Communication preferences`,
    description: msg`The two email permissions of each account (emails from us, emails from our partners) as switches; Save is offered only while a switch differs from the account, and sends only what changed: POST /cofp per account through the action cycle, then the refetch; a success applies the returned flags and says Preferences Update Successful, a failure says Preferences Update Error and keeps the switches (SPEC §2, §3, §6, §7 call 11, §8).`,
  },
  payment: {
    title: msg`Make a payment`,
    description: msg`Choose an open invoice, then a card on file or a new card tokenised in the browser by the payment-capture script, review (amount, card, auto-renew opt-in), then POST /payment through the action cycle with an idempotency key kept across retries of the same body (a double click pays once); after the payment each item with autoRenewOptIn, SERVPF and a planCode moves its plan to that card (PUT /series cardupdate, Update Payment Method); a failure shows Error on Payment and keeps every choice; ends on the payment confirmation. Card only: the alternative payment types need a wallet provider (SPEC §3 Payment, §4, §7 calls 20 and 24, §8).`,
  },
  cardUpdate: {
    title: msg`Update a card`,
    description: msg`Choose a payment method in the wallet, enter the new card (tokenised in the browser), review it with the accounts it pays for, then one call per account through the action cycle: SERV and EHUB PUT /cardupdate with the old card, RESIN PUT /payment-instrument with the Resin ids, SERVPF PUT /series cardupdate; every call must succeed; a failure shows Error on Card Update and keeps the new card (SPEC §3 Payment, §4, §7 call 20, §8).`,
  },
  retentionOffer: {
    title: msg`Retention offer`,
    description: msg`Loads the retention offers (intellisel) for an event: none, or a load error (reported to analytics only), continues the original action; otherwise one offer at a time, with Accept (applies it to the order, then the refetch) and No thanks, continue (the original action goes on); Invalid login token ends the session as a timeout and stops the original action (SPEC §4 Specific transitions, §7 call 27, §8 Session errors).`,
  },
  autoRenew: {
    title: msg`Auto-renew and stop charge`,
    description: msg`Stops auto-renew (POST /cofp autoRenewStop, SERV) or the recurring charge (PUT /orderupdate stopCharge: Resin by its subscription id with resinAutoRenew N, the others as a digital order with reason code 1) after a retention offer: accepting it keeps the renewal, declining goes on; starts auto-renew by the card on file or on credit (POST /cofp autoRenewStart); a failure keeps the choice and a retry makes no second offer (SPEC §4, §7 calls 19, 21, 27, §9).`,
  },
  orderCancel: {
    title: msg`Cancel an order`,
    description: msg`Shows what the cancel refunds and where, makes a retention offer (accepting it keeps the order), then PUT /orderupdate orderChange (cancel Y, the quoted refundType) or for Resin PUT /resinorderupdate cancel followed by POST /payout to store credit; a shop order is cancelled only while nothing of it has shipped (refunded in full; SHOP_ORDER_SHIPPED is shown, not mailed); a failed cancel with refundType R sends the cancel-order email to customer service and says so instead of an error; a failure keeps the review and a retry makes no second offer; the confirmation page types cancel-confirmation, SERV-credit-cancel, SERV-paid-cancel and Resin-paid-cancel (SPEC §4, §7 calls 22, 23, 25, 27, 29).`,
  },
  orderTransfer: {
    title: msg`Transfer an order`,
    description: msg`Moves the rest of a running subscription that owes nothing (not a Resin one) to one of the order’s transfer targets: choose the target, review it (Back chooses again), then PUT /orderupdate orderChange transfer (toMagAbbr, moveSw Y) through the action cycle and its refetch; a failure keeps the review (SPEC §4, §7 call 22).`,
  },
  orderReturn: {
    title: msg`Return items of a shop order`,
    description: msg`A shop order with items shipped within the return window (the publisher’s, 30 days unless its configuration says otherwise; the gateway’s returnableUntil): choose the items, how many of each and why, review what comes back and the refund to the card that paid, then PUT /orderupdate orderChange with orderStatus return and the lines through the action cycle and its refetch; the order becomes returned or partially returned; a failure keeps the choice (designed: SPEC §4 action Return and statuses returned, partially returned, §7 call 22).`,
  },
  storeCreditRefund: {
    title: msg`Refund to store credit`,
    description: msg`After a Resin cancel: POST /payout of the quoted refund through the action cycle with the cancel’s Idempotency-Key; a failure shows Error on Store Credit Refund and a retry sends the same refund with the same key, so it is never paid twice (SPEC §7 call 25, §8).`,
  },
  resinGift: {
    title: msg`Resin gift order`,
    description: msg`The plan and the recipient, a speculative POST /order for the price, a confirmation, then POST /order paid by the card on file and the refetch 2 s later; a failure keeps the choice (SPEC §4 Specific transitions, §7 call 26, §9).`,
  },
  resinGiftChange: {
    title: msg`Revoke or resend a digital gift`,
    description: msg`An unredeemed digital gift is revoked, or sent to a new recipient email, after a confirmation: PUT /resinorderupdate path revoke or resend through the action cycle (SPEC §7 call 23).`,
  },
  botCheck: {
    title: msg`Bot check`,
    description: msg`When the publisher enables it, or after too many tries: checking "I am not a robot" fetches a proof-of-work challenge from the gateway and solves it in the browser; the solution goes with one lookup, after which the box is unchecked; a challenge that cannot be fetched or solved fails the check, and checking again retries (SPEC §2 Account number form, §5).`,
  },
  cardCapture: {
    title: msg`Enter a new card`,
    description: msg`The new-card form of Make a Payment and Update a Card: a name that looks like a card number is refused unsent; otherwise the payment-capture script checks and tokenises the card in the browser (the number and security code go to it alone) and the card goes to the flow; a refused card marks the fields that failed and focuses the first; a script that cannot load says so (SPEC §3 Payment, §4; ARCHITECTURE §5).`,
  },
  secureSignInOpener: {
    title: msg`Secure sign-in popup`,
    description: msg`Sign In and Create an Account open the identity provider in a popup and wait for its tokens (only from our origin and the popup opened), which go to the session; with no popup (blocked, or a small screen) the same flow runs in this window; a popup closed without signing in leaves the buttons as they were (SPEC §2 Login page; ARCHITECTURE §6).`,
  },
  secureSignInRedirect: {
    title: msg`Secure sign-in: to the provider`,
    description: msg`The popup-URL screen sends the window to the identity provider’s sign-in or create-account page in the language asked; if that does not happen within 4 s, or fails, it offers Click here if not redirected., which leads to /login (SPEC §2 Secure sign-in popup screens).`,
  },
  secureSignInTokens: {
    title: msg`Secure sign-in: the tokens`,
    description: msg`The token screen exchanges the code for the tokens, posts them to the opener window (our origin only) and closes (Click here to close window.); with no opener of ours the tokens go to this window’s session at /login; no tokens shows that secure sign-in did not complete (SPEC §2 Secure sign-in popup screens).`,
  },
};
