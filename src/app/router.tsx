import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import type { SessionRef } from '../../machines/flows/session.machine';
import { settledSession } from '../features/session/session-actor';
import { parseContinueSearch, parseOrderSearch, parsePaymentSearch, parseRedirectSearch } from './search-params';
import { Authenticating } from './shell/Authenticating';
import { NOTICE_AFTER_MS } from './shell/BusyNotice';
import { ErrorBoundaryPanel } from './shell/ErrorBoundaryPanel';
import { NotFoundPage } from './shell/NotFoundPage';
import { Shell } from './shell/Shell';

export interface RouterContext {
  session: SessionRef;
}

/** The account screens /accounts/{selectedRoute} may name (§2 route table). */

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Shell,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorBoundaryPanel,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/accounts/summary' });
  },
});

/** §2 /login: only for visitors; a signed-in user goes to the redirect target or the summary. */
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: parseRedirectSearch,
  beforeLoad: async ({ context, search }) => {
    const { signedIn } = await settledSession(context.session);
    if (signedIn) throw search.redirect ? redirect({ href: search.redirect }) : redirect({ to: '/accounts/summary' });
  },
  component: lazyRouteComponent(() => import('../features/login/LoginScreen')),
});

/** §2 /accounts: needs authentication; waits on the session machine, never on a timer. */
const accountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts',
  beforeLoad: async ({ context, location }) => {
    const { signedIn } = await settledSession(context.session);
    if (!signedIn) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  pendingComponent: Authenticating,
  // Shown once settling takes longer than a glance, then held for the router's minimum (500 ms) so it
  // does not flash. Shown at once (0 ms), it was held on every load, and the account lookup waited
  // those 500 ms after the session had settled (issue 15: a reload of the summary 0.9 s, now 0.2 s).
  // pendingMinMs 0 instead now and then left the page re-rendering without end (Preact, this router).
  pendingMs: NOTICE_AFTER_MS,
  component: lazyRouteComponent(() => import('../features/accounts/AccountsLayout')),
});

const accountsIndexRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/accounts/summary' });
  },
});

const summaryRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/summary',
  component: lazyRouteComponent(() => import('../features/accounts/SummaryScreen')),
});

const activityRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/activity',
  component: lazyRouteComponent(() => import('../features/accounts/activity/ActivityScreen')),
});

const resumeRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/resume',
  component: lazyRouteComponent(() => import('../features/accounts/ResumeScreen')),
});

const suspendRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/suspend',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/flows/SuspendScreen')),
});

const resumeDeliveryRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/resume-delivery',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/flows/ResumeDeliveryScreen')),
});

const replacementRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/replacement',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/flows/ReplacementScreen')),
});

const extendRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/extend',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/flows/ExtendScreen')),
});

/** §7 call 18: a series plan's frequency and quantity (the screen is ours; the spec shows the call). */
const seriesRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/series',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/flows/SeriesSettingsScreen')),
});

/** Order changes and digital gifts (§4, §7 calls 19, 21–23, 25–27): each acts on ?order=. */
const cancelRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/cancel',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/orders/CancelScreen')),
});

const transferRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/transfer',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/orders/TransferScreen')),
});

/** Return of shop items (designed for §4 Return, §7 call 22 orderStatus return). */
const returnRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/return',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/orders/ReturnScreen')),
});

const autoRenewRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/auto-renew',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/orders/AutoRenewScreen')),
});

const giftOrderRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/gift-order',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/orders/GiftOrderScreen')),
});

const giftChangeRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/gift-change',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/orders/GiftChangeScreen')),
});

const subscriptionsRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/subscriptions',
  component: lazyRouteComponent(() => import('../features/accounts/SubscriptionsScreen')),
});

const ordersRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/orders',
  component: lazyRouteComponent(() => import('../features/accounts/OrdersScreen')),
});

const giftsRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/gifts',
  component: lazyRouteComponent(() => import('../features/accounts/GiftsScreen')),
});

/** ?order= marks the order a Renew Now link came for (a configured renewSubUrl may lead here). */
const renewalsRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/renewals',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/RenewalsScreen')),
});

const customerServiceRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/customer-service',
  component: lazyRouteComponent(() => import('../features/customer-service/CustomerServiceScreen')),
});

const faqRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/faq',
  component: lazyRouteComponent(() => import('../features/customer-service/FaqScreen')),
});

const chatRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/chat',
  component: lazyRouteComponent(() => import('../features/customer-service/ChatScreen')),
});

/** The customer's own details (§2 Other screens, §7 calls 8–11). */
const addressRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/address',
  component: lazyRouteComponent(() => import('../features/accounts/profile/AddressChangeScreen')),
});

const emailRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/email',
  component: lazyRouteComponent(() => import('../features/accounts/profile/EmailChangeScreen')),
});

const passwordRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/password',
  component: lazyRouteComponent(() => import('../features/accounts/profile/PasswordResetScreen')),
});

const preferencesRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/preferences',
  component: lazyRouteComponent(() => import('../features/accounts/profile/PreferencesScreen')),
});

/** Renew in the portal (designed, issue 13). */
const renewRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/renew',
  validateSearch: parseOrderSearch,
  component: lazyRouteComponent(() => import('../features/accounts/renewal/RenewScreen')),
});

/** §2 Make a Payment and Wallet (§7 calls 20 and 24). */
const paymentRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/payment',
  validateSearch: parsePaymentSearch,
  component: lazyRouteComponent(() => import('../features/accounts/billing/PaymentScreen')),
});

const walletRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/wallet',
  component: lazyRouteComponent(() => import('../features/accounts/billing/WalletScreen')),
});

/** §2 /accounts/{selectedRoute}: target of footer links without a custom URL. */
const selectedRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: '/$selectedRoute',
  // An unknown screen shows the not-found page from the screen itself: a notFound() thrown by this
  // beforeLoad, under the accounts route's pending component, made Preact re-render without end.
  component: lazyRouteComponent(() => import('../features/accounts/SelectedRouteScreen')),
});

const authSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/success',
  component: lazyRouteComponent(() => import('../features/auth/AuthSuccessScreen')),
});

const authLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/login',
  component: lazyRouteComponent(() => import('../features/auth/AuthLoginScreen')),
});

const authLogoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/auth/logout',
  component: lazyRouteComponent(() => import('../features/auth/LogoutScreen')),
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  component: lazyRouteComponent(() => import('../features/auth/LogoutScreen')),
});

const myloContinueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mylo/continue',
  validateSearch: parseContinueSearch,
  // The link is read once the restored session has settled.
  beforeLoad: async ({ context }) => {
    await settledSession(context.session);
  },
  component: lazyRouteComponent(() => import('../features/auth/ContinueSessionScreen')),
});

const loginCsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loginCS',
  component: lazyRouteComponent(() => import('../features/login/LoginCustomerServiceScreen')),
});

/** The flow atlas for analysts (ARCHITECTURE §7). */
const flowsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/flows',
  component: lazyRouteComponent(() => import('../features/flows/FlowsScreen')),
});

const flowRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/flows/$machineId',
  component: lazyRouteComponent(() => import('../features/flows/FlowScreen')),
});

export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  accountsRoute.addChildren([accountsIndexRoute, summaryRoute, subscriptionsRoute, ordersRoute, giftsRoute, renewalsRoute, renewRoute, activityRoute, resumeRoute, suspendRoute, resumeDeliveryRoute, replacementRoute, extendRoute, seriesRoute, cancelRoute, transferRoute, returnRoute, autoRenewRoute, giftOrderRoute, giftChangeRoute, customerServiceRoute, faqRoute, chatRoute, addressRoute, emailRoute, passwordRoute, preferencesRoute, paymentRoute, walletRoute, selectedRoute]),
  authSuccessRoute,
  authLoginRoute,
  authLogoutRoute,
  logoutRoute,
  myloContinueRoute,
  loginCsRoute,
  flowsRoute,
  flowRoute,
]);

export function createPortalRouter(session: SessionRef) {
  return createRouter({
    routeTree,
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A failing screen shows the error panel inside the shell, keeping header, footer and skip link.
    defaultErrorComponent: ErrorBoundaryPanel,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createPortalRouter>;
  }
}
