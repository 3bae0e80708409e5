/**
 * Where each flow lives outside the atlas: the portal's routes that run it and the test files that
 * check it. A test (tests/unit/flow-links.test.ts) holds every atlas entry to having both, and every
 * file named here to exist.
 */
export interface FlowLinks {
  routes: string[];
  tests: string[];
}

const SUBSCRIPTION_TESTS = ['tests/machines/subscription-flows.test.ts', 'tests/e2e/subscription-actions.spec.ts'];
const ORDER_TESTS = ['tests/machines/order-flows.test.ts', 'tests/e2e/orders.spec.ts'];
const BILLING_TESTS = ['tests/machines/billing-flows.test.ts', 'tests/e2e/payments.spec.ts'];
const PROFILE_TESTS = ['tests/machines/profile-flows.test.ts', 'tests/e2e/profile-actions.spec.ts'];

export const FLOW_LINKS: Record<string, FlowLinks> = {
  configLoad: { routes: ['/login', '/accounts/summary'], tests: ['tests/machines/config-load.test.ts', 'tests/e2e/shell.spec.ts'] },
  session: {
    routes: ['/login', '/auth/login', '/auth/success', '/mylo/continue', '/logout'],
    tests: ['tests/machines/session.test.ts', 'tests/e2e/sign-in.spec.ts', 'tests/e2e/secure-sign-in.spec.ts', 'tests/e2e/session-routes.spec.ts'],
  },
  identityExchange: { routes: ['/login', '/auth/success'], tests: ['tests/machines/session.test.ts', 'tests/e2e/secure-sign-in.spec.ts'] },
  sessionEnd: { routes: ['/logout', '/accounts/summary'], tests: ['tests/machines/session.test.ts', 'tests/e2e/session-routes.spec.ts'] },
  notifications: { routes: ['/login', '/accounts/preferences'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/profile-actions.spec.ts', 'tests/e2e/sign-in.spec.ts'] },
  brandFooter: { routes: ['/login'], tests: ['tests/e2e/layout.spec.ts'] },
  contactForm: { routes: ['/accounts/customer-service', '/loginCS'], tests: ['tests/machines/contact-form.test.ts', 'tests/e2e/customer-service.spec.ts'] },
  accountLookup: { routes: ['/accounts/summary'], tests: ['tests/machines/action-cycle.test.ts', 'tests/e2e/account-screens.spec.ts'] },
  renewal: { routes: ['/accounts/renew'], tests: ['tests/machines/flow-context.test.ts', 'tests/e2e/payments.spec.ts'] },
  accountActivity: { routes: ['/accounts/activity'], tests: ['tests/machines/account-activity.test.ts', 'tests/e2e/account-screens.spec.ts', 'tests/e2e/activity-refresh.spec.ts'] },
  ordersPaging: { routes: ['/accounts/orders'], tests: ['tests/machines/orders-paging.test.ts', 'tests/e2e/account-screens.spec.ts'] },
  actionCycle: { routes: ['/accounts/summary'], tests: ['tests/machines/action-cycle.test.ts'] },
  suspendDelivery: { routes: ['/accounts/suspend'], tests: SUBSCRIPTION_TESTS },
  resumeDelivery: { routes: ['/accounts/resume-delivery'], tests: SUBSCRIPTION_TESTS },
  replacementIssue: { routes: ['/accounts/replacement'], tests: SUBSCRIPTION_TESTS },
  extension: { routes: ['/accounts/extend'], tests: SUBSCRIPTION_TESTS },
  seriesUpdate: { routes: ['/accounts/series'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/series-settings.spec.ts'] },
  addressChange: { routes: ['/accounts/address'], tests: PROFILE_TESTS },
  automaticEmailAdd: { routes: ['/accounts/summary'], tests: PROFILE_TESTS },
  emailChange: { routes: ['/accounts/email'], tests: PROFILE_TESTS },
  passwordReset: { routes: ['/accounts/password'], tests: PROFILE_TESTS },
  emailPreferences: { routes: ['/accounts/preferences'], tests: PROFILE_TESTS },
  payment: { routes: ['/accounts/payment'], tests: BILLING_TESTS },
  cardUpdate: { routes: ['/accounts/wallet'], tests: BILLING_TESTS },
  retentionOffer: { routes: ['/accounts/cancel', '/accounts/auto-renew', '/accounts/extend'], tests: ORDER_TESTS },
  autoRenew: { routes: ['/accounts/auto-renew'], tests: ORDER_TESTS },
  orderCancel: { routes: ['/accounts/cancel'], tests: ORDER_TESTS },
  orderTransfer: { routes: ['/accounts/transfer'], tests: ORDER_TESTS },
  storeCreditRefund: { routes: ['/accounts/cancel'], tests: ORDER_TESTS },
  resinGift: { routes: ['/accounts/gift-order'], tests: ORDER_TESTS },
  resinGiftChange: { routes: ['/accounts/gift-change'], tests: ORDER_TESTS },
  orderReturn: { routes: ['/accounts/return'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/order-returns.spec.ts'] },
  botCheck: { routes: ['/login'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/sign-in.spec.ts'] },
  cardCapture: { routes: ['/accounts/wallet', '/accounts/payment', '/accounts/renew'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/payments.spec.ts'] },
  secureSignInOpener: { routes: ['/login'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/secure-sign-in.spec.ts'] },
  secureSignInRedirect: { routes: ['/auth/login'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/secure-sign-in.spec.ts'] },
  secureSignInTokens: { routes: ['/auth/success'], tests: ['tests/machines/paths.test.ts', 'tests/e2e/secure-sign-in.spec.ts'] },
};
