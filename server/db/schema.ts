import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLocalizedText, TYesNo } from '../../contracts/schemas/common';
import type { TAdminConfig, TClientConfig, TCountryFooter } from '../../contracts/schemas/config';

/**
 * The one schema of the portal (ARCHITECTURE §1): the entities of SPEC §3 plus what the gateway
 * needs to keep no state in memory (sessions, rate limits, idempotency, outbox).
 *
 * Conventions: snake_case columns, camelCase properties; money is integer cents (`*_cents`);
 * calendar dates (order, subscription, cover dates) are `date` columns read as 'YYYY-MM-DD'
 * strings, instants are `timestamptz`. Postal codes are stored upper case WITHOUT spaces
 * ('K1A0B1'), as the sign-in forms accept them (§5: no spaces); '%' marks a country without
 * postal codes. Statuses and codes are text with CHECK constraints rather than enums, so a new
 * value is a migration of one constraint and not an ALTER TYPE.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });

export const SYSTEM_CODES = ['SERV', 'SERVPF', 'EHUB', 'RESIN'] as const;
export type TSystemCode = (typeof SYSTEM_CODES)[number];

/** §4 status catalogue keys (orders carry one of these; 'cancelled' is accepted as a synonym). */
export const ORDER_STATUSES = [
  'canceled',
  'cancelled',
  'suspended',
  'expired',
  'expired-renew',
  'pastdue',
  'active',
  'active-renew',
  'renewing_soon',
  'future',
  'gift',
  'suspended over credit limit',
  'unpaid',
  'on hold',
  'awaiting payment',
  'completed',
  'partially canceled',
  'partially returned',
  'returned',
  'transferred',
  'payment method needs updated',
  'undeliverable',
  'enqueue',
  'issued',
  'revoked',
  'redeemed',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order that no longer runs (§4; one list, in contracts). */
export { ENDED_ORDER_STATUSES as ENDED_STATUSES } from '../../contracts/schemas/order';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

// ---------------------------------------------------------------------------------------------
// Publishers and their configuration (§3 client and admin configuration, §7 calls 1–3)
// ---------------------------------------------------------------------------------------------

export const publishers = pgTable(
  'publishers',
  {
    id: serial('id').primaryKey(),
    globalCode: text('global_code').notNull().unique(),
    magCode: text('mag_code').notNull(),
    name: text('name').notNull(),
    /** Host names (lower case, no port) that select this publisher. */
    hosts: text('hosts').array().notNull().default(sql`'{}'::text[]`),
    clientConfig: jsonb('client_config').$type<TClientConfig>().notNull(),
    adminConfig: jsonb('admin_config').$type<TAdminConfig>().notNull(),
    /** The publisher answered when no host matches; at most one. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('publishers_single_default').on(t.isDefault).where(sql`${t.isDefault}`),
    index('publishers_hosts_gin').using('gin', t.hosts),
  ],
);

/** The alternative brand footer's country files (§7 call 3, second step). */
export const footerCountryLists = pgTable(
  'footer_country_lists',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    lists: jsonb('lists').$type<TCountryFooter['lists']>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('footer_country_lists_publisher_country').on(t.publisherId, t.country),
    check('footer_country_lists_country_iso', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customers, orders, gifts (§3 Customer, Address, Order)
// ---------------------------------------------------------------------------------------------

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    accountNumber: text('account_number').notNull(),
    prodIdAlias: text('prod_id_alias').notNull(),
    productName: text('product_name').notNull(),
    systemCode: text('system_code').$type<TSystemCode>().notNull(),
    email: text('email'),
    emailOptIn: boolean('email_opt_in').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Address (§3): name is the addressee line, usually "First Last". */
    addressName: text('address_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city').notNull(),
    state: text('state'),
    /** Upper case, no spaces; '%' when the country has no postal codes. */
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    phone: text('phone'),
    /** §3 permissions: Y/N flag per permission (emailUseAnywherePerm, emailUseForCompanyPerm, ...). */
    permissions: jsonb('permissions').$type<Record<string, TYesNo>>().notNull().default({}),
    /** Secure sign-in registration that secured this account (the identity's sub). */
    recRegId: text('rec_reg_id'),
    /** A secured account refuses guest lookup (§8). */
    secured: boolean('secured').notNull().default(false),
    lastIssueNumber: integer('last_issue_number'),
    expireIssueNumber: integer('expire_issue_number'),
    activeSubscriptions: integer('active_subscriptions').notNull().default(0),
    resinCustomerId: text('resin_customer_id'),
    resinClientId: text('resin_client_id'),
    /** Not shown in the spec: whether the postal service reported the address undeliverable. */
    undeliverable: boolean('undeliverable').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_publisher_account').on(t.publisherId, t.accountNumber),
    index('customers_publisher_email').on(t.publisherId, sql`lower(${t.email})`),
    index('customers_publisher_postal').on(t.publisherId, t.postalCode),
    index('customers_publisher_name').on(t.publisherId, sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    check('customers_system_code', inList('system_code', SYSTEM_CODES)),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** The account that holds the order (§3 accountNumber). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    accountNumber: text('account_number').notNull(),
    billToAccountNumber: text('bill_to_account_number').notNull(),
    prodIdAlias: text('prod_id_alias').notNull(),
    productName: text('product_name').notNull(),
    subscriptionName: text('subscription_name').notNull(),
    systemCode: text('system_code').$type<TSystemCode>().notNull(),
    planCode: text('plan_code'),
    invoiceNumber: text('invoice_number'),
    orderStatus: text('order_status').$type<TOrderStatus>().notNull(),
    orderDate: day('order_date').notNull(),
    packageTransaction: text('package_transaction'),
    isPf: boolean('is_pf').notNull().default(false),
    isContinuity: boolean('is_continuity').notNull().default(false),
    isSuspendable: boolean('is_suspendable').notNull().default(false),
    isResumable: boolean('is_resumable').notNull().default(false),
    isDisplayedOnMySubs: boolean('is_displayed_on_my_subs').notNull().default(true),
    isGift: boolean('is_gift').notNull().default(false),
    isDonor: boolean('is_donor').notNull().default(false),
    isRecipient: boolean('is_recipient').notNull().default(false),
    /** Digital (Resin) order: stop charge uses the Resin path (§7 call 19). */
    isDigital: boolean('is_digital').notNull().default(false),
    subscriptionStart: day('subscription_start'),
    subscriptionEnd: day('subscription_end'),
    /** Term in issues (print) or months (digital); extension adds to it. */
    termLength: integer('term_length'),
    orderValueCents: integer('order_value_cents').notNull().default(0),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** Recurring charge on file (continuity / Resin); stop charge clears it. */
    recurringCharge: boolean('recurring_charge').notNull().default(false),
    /** SERVPF series settings (§7 calls 16, 18). */
    shipFrequency: text('ship_frequency'),
    shipQuantity: integer('ship_quantity'),
    planStatus: text('plan_status'),
    suspendedAt: day('suspended_at'),
    suspendReasonCode: text('suspend_reason_code'),
    /** Scheduled resume (resumeServiceDate / resumeIssue). */
    resumeDate: day('resume_date'),
    resumeIssue: integer('resume_issue'),
    resumedAt: day('resumed_at'),
    resinSubscriptionId: text('resin_subscription_id'),
    resinGiftRedemptionId: text('resin_gift_redemption_id'),
    /** Set when a transfer moved the order elsewhere (§7 call 22 toMagAbbr/toService). */
    transferredTo: text('transferred_to'),
    /** The day the order was canceled or transferred (the term line's "Canceled on …"). */
    closedOn: day('closed_on'),
    cancelReasonCode: text('cancel_reason_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_publisher_order_number').on(t.publisherId, t.orderNumber),
    index('orders_customer').on(t.customerId),
    index('orders_publisher_account').on(t.publisherId, t.accountNumber),
    index('orders_publisher_bill_to').on(t.publisherId, t.billToAccountNumber),
    check('orders_system_code', inList('system_code', SYSTEM_CODES)),
    check('orders_status', inList('order_status', ORDER_STATUSES)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    shipToAccountNumber: text('ship_to_account_number').notNull(),
    lastIssue: integer('last_issue'),
    productDesc: text('product_desc').notNull(),
    itemValueCents: integer('item_value_cents').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    isContinuity: boolean('is_continuity').notNull().default(false),
    subscriptionName: text('subscription_name'),
    recipientName: text('recipient_name'),
    /** Carrier name as in §4 (UPS, USPS, FedEx, Canada Post, DHL, ...). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: day('shipped_at'),
    /** §4 resume: the first item with directResume sends the user to /accounts/resume. */
    directResume: boolean('direct_resume').notNull().default(false),
    /** Per-line status for partial cancels/returns (null: as the order). */
    itemStatus: text('item_status'),
  },
  (t) => [
    uniqueIndex('order_items_order_line').on(t.orderId, t.lineNumber),
    index('order_items_ship_to').on(t.shipToAccountNumber),
  ],
);

/** Donor account ↔ recipient account (§6: donors and recipients act on associated gift accounts). */
export const giftLinks = pgTable(
  'gift_links',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    donorCustomerId: integer('donor_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Null while a digital gift is unredeemed and the recipient has no account yet. */
    recipientCustomerId: integer('recipient_customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    giftMessage: text('gift_message'),
    redeemed: boolean('redeemed').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
    resinGiftRedemptionId: text('resin_gift_redemption_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_links_donor').on(t.donorCustomerId),
    index('gift_links_recipient').on(t.recipientCustomerId),
    index('gift_links_order').on(t.orderId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Wallet, invoices, payments, refunds (§7 calls 20, 24, 25; ARCHITECTURE §5)
// ---------------------------------------------------------------------------------------------

/** A stored card. Never a card number or security code: only a token and what may be shown. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** Opaque token from the payment-capture script. */
    token: text('token').notNull().unique(),
    brand: text('brand').notNull(),
    cardholderName: text('cardholder_name').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    lastFour: text('last_four').notNull(),
    cardProfileId: text('card_profile_id'),
    resinPaymentInstrumentId: text('resin_payment_instrument_id'),
    /** Expired or declined: the portal asks the customer to update it. */
    needsAttention: boolean('needs_attention').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_methods_last_four', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('payment_methods_expiry_month', sql`${t.expiryMonth} between 1 and 12`),
  ],
);

/** Which accounts (and optionally which order) a payment method pays for. */
export const paymentMethodAccounts = pgTable(
  'payment_method_accounts',
  {
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.customerId] }), index('payment_method_accounts_customer').on(t.customerId)],
);

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoice_number').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountDueCents: integer('amount_due_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    status: text('status').$type<(typeof INVOICE_STATUSES)[number]>().notNull(),
    dueDate: day('due_date'),
    /** A renewal's bill: paying it in full renews its order by this many issues (designed, issue 13). */
    renewalIssues: integer('renewal_issues'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_publisher_number').on(t.publisherId, t.invoiceNumber),
    index('invoices_customer').on(t.customerId),
    /** The account view finds the bills of held orders by order (issue 15: without it, a scan of every invoice). */
    index('invoices_order').on(t.orderId),
    check('invoices_status', inList('status', INVOICE_STATUSES)),
    check('invoices_amounts', sql`${t.amountDueCents} >= 0 and ${t.amountPaidCents} >= 0`),
  ],
);

/** State of an idempotent request: 'pending' while running, then the stored response replays. */
export const IDEMPOTENCY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type TIdempotencyState = (typeof IDEMPOTENCY_STATES)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    transactionNumber: text('transaction_number').notNull().unique(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** §7 call 24 paymentType, e.g. 'CC', 'STORE_CREDIT'. */
    paymentType: text('payment_type').notNull(),
    authCode: text('auth_code'),
    /** Idempotency-Key header; a replay with the same key and request hash returns `response`. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    response: jsonb('response').$type<unknown>(),
    state: text('state').$type<TIdempotencyState>().notNull().default('succeeded'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_publisher_idempotency_key').on(t.publisherId, t.idempotencyKey),
    index('payments_customer').on(t.customerId),
    index('payments_invoice').on(t.invoiceId),
    check('payments_state', inList('state', IDEMPOTENCY_STATES)),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** 'store_credit' (§7 call 25) or 'card'. */
    refundType: text('refund_type').notNull(),
    resinPaymentInstrumentId: text('resin_payment_instrument_id'),
    reasonCode: text('reason_code'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    response: jsonb('response').$type<unknown>(),
    state: text('state').$type<TIdempotencyState>().notNull().default('succeeded'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_publisher_idempotency_key').on(t.publisherId, t.idempotencyKey),
    index('refunds_customer').on(t.customerId),
    index('refunds_order').on(t.orderId),
    check('refunds_state', inList('state', IDEMPOTENCY_STATES)),
    check('refunds_amount', sql`${t.amountCents} > 0`),
  ],
);

/** Store-credit ledger: the balance is the sum of amounts (refunds add, spending subtracts). */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('store_credit_entries_customer').on(t.customerId)],
);

// ---------------------------------------------------------------------------------------------
// Issues, service requests, retention offers
// ---------------------------------------------------------------------------------------------

/** Issue catalogue per magazine (§7 calls 12, 15; out of stock means a one-issue extension). */
export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    magCode: text('mag_code').notNull(),
    issueNumber: integer('issue_number').notNull(),
    coverDate: day('cover_date').notNull(),
    title: text('title').notNull(),
    stockCount: integer('stock_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('issues_mag_issue').on(t.magCode, t.issueNumber),
    check('issues_stock', sql`${t.stockCount} >= 0`),
  ],
);

/**
 * Account actions that are requests rather than state (replacement issue, address and email
 * changes with their effective dates, auto-renew changes...): an audit trail the gateway appends to.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    reasonCode: text('reason_code'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    sessionId: text('session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('service_requests_customer').on(t.customerId, t.createdAt), index('service_requests_order').on(t.orderId, t.kind)],
);

/** Retention offers (intellisel, §7 call 27). */
export const retentionOffers = pgTable(
  'retention_offers',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    /** intellisel.event, e.g. 'cancel', 'suspend', 'extension', 'stopAutoRenew'. */
    event: text('event').notNull(),
    transactionCode: text('transaction_code').notNull(),
    offerCode: text('offer_code').notNull(),
    /** offerValue: the offer's price in cents. */
    offerValueCents: integer('offer_value_cents').notNull(),
    termIssues: integer('term_issues'),
    /**
     * The products (prodIdAlias) the offer fits, so an offer of print issues never reaches a digital
     * reader; empty: every product of the publisher (offers made before products were named).
     */
    prodIdAliases: text('prod_id_aliases').array().notNull().default(sql`'{}'::text[]`),
    /** { title, body } per locale. */
    description: jsonb('description').$type<{ title: TLocalizedText; body: TLocalizedText }>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('retention_offers_publisher_code').on(t.publisherId, t.offerCode),
    index('retention_offers_lookup').on(t.publisherId, t.event, t.transactionCode),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sessions and identity (ARCHITECTURE §5)
// ---------------------------------------------------------------------------------------------

export const SESSION_CHANNELS = ['guest', 'idp'] as const;

export const sessions = pgTable(
  'sessions',
  {
    /** The unguessable x-session-id. */
    id: text('id').primaryKey(),
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Accounts a lookup or a secure sign-in bound to this session. */
    accountNumbers: text('account_numbers').array().notNull().default(sql`'{}'::text[]`),
    identitySub: text('identity_sub'),
    /** 'guest' after a guest lookup, 'idp' after secure sign-in; null while anonymous. */
    channel: text('channel').$type<(typeof SESSION_CHANNELS)[number]>(),
    createdIp: text('created_ip'),
  },
  (t) => [index('sessions_expires').on(t.expiresAt), index('sessions_identity').on(t.identitySub)],
);

/** Users of the embedded identity provider. */
export const identityUsers = pgTable(
  'identity_users',
  {
    /** The OpenID `sub`. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** `scrypt$N$r$p$saltB64$hashB64` (server/db/password.ts). */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    givenName: text('given_name'),
    familyName: text('family_name'),
    locale: text('locale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_users_email').on(sql`lower(${t.email})`)],
);

/**
 * Identity (sub) ↔ customer account of a publisher: what a secure sign-in binds. The sub is an
 * identity_users id of the embedded provider or the subject of an external one (IDP_ISSUER_URL),
 * so it has no foreign key.
 */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: serial('id').primaryKey(),
    sub: text('sub').notNull(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id, { onDelete: 'cascade' }),
    accountNumber: text('account_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_links_sub_account').on(t.sub, t.publisherId, t.accountNumber),
    index('identity_links_account').on(t.publisherId, t.accountNumber),
  ],
);

/**
 * Password-reset links of the embedded identity provider: single use and expiring. Only the
 * SHA-256 of the token is kept, so the table cannot be replayed into working links.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sub: text('sub')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_sub').on(t.sub), index('password_reset_tokens_expires').on(t.expiresAt)],
);

/** Storage for the OpenID provider's models (grants, codes, sessions...), keyed by model and id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_user_code').on(t.userCode),
    index('oidc_payloads_expires').on(t.expiresAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Rate limits, analytics, mail
// ---------------------------------------------------------------------------------------------

/** Fixed-window counters shared by every gateway process (e.g. key 'lookup:ip:203.0.113.5'). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window').on(t.windowStart)],
);

/** §7 call 28 events (value in cents as the spec's integer convention). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    category: text('category').notNull(),
    action: text('action').notNull(),
    label: text('label'),
    value: integer('value'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_created').on(t.createdAt)],
);

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** Mail kept here when no SMTP server is configured (and queued here when one is). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id').references(() => publishers.id, { onDelete: 'set null' }),
    /** e.g. 'customer-service', 'cancel-order', 'password-reset'. */
    kind: text('kind').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<(typeof MAIL_STATUSES)[number]>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_status').on(t.status, t.createdAt), check('mail_outbox_status', inList('status', MAIL_STATUSES))],
);

// ---------------------------------------------------------------------------------------------
// Server secrets
// ---------------------------------------------------------------------------------------------

/**
 * Secrets the server generates itself on first use and every gateway process shares (the identity
 * provider's signing keys and cookie keys, the bot-check HMAC key). Nothing secret is in the repo.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
