import type { TYesNo } from '../../contracts/schemas/common';
import type { TOrderStatus, TSystemCode } from '../db/schema';
import { CURRENT_ISSUE, SEED_TODAY, addDays, addMonths, coverDate, seededRandom } from './dates';

/**
 * Demo customers of both publishers. Together they show every status of the §4 status
 * catalogue, every system code, gifts (donors, recipients, an unredeemed digital gift), a card
 * that needs attention, unpaid invoices, a suspended order, a secured account, US, Canadian and
 * no-postal-code addresses, one customer with 200 orders, two accounts sharing one email and two
 * without an email on file.
 *
 * Postal codes are stored upper case without spaces ('K1A0B1'), as the sign-in forms take them
 * (§5: no spaces); '%' marks a country without postal codes (Hong Kong, the UAE).
 *
 * Gift model: a gift order belongs to the donor (isGift, isDonor) and its items ship to the
 * recipient's account (shipToAccountNumber); a gift link joins donor and recipient accounts. A
 * digital gift once redeemed also gives the recipient an order of their own (isRecipient, billed
 * to the donor).
 */

export type TPublisherCode = 'NWM' | 'BOR';

export interface SeedCard {
  brand: 'Visa' | 'Mastercard' | 'American Express' | 'Discover';
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  needsAttention?: boolean;
}

export interface SeedOrderItem {
  shipToAccountNumber?: string; // defaults to the holder
  lastIssue?: number | null;
  productDesc: string;
  itemValueCents: number;
  quantity?: number;
  isContinuity?: boolean;
  subscriptionName?: string;
  recipientName?: string;
  carrier?: string;
  trackingNumber?: string;
  shippedAt?: string;
  directResume?: boolean;
  itemStatus?: string;
}

export interface SeedGift {
  /** Account number of the recipient; absent while a digital gift is unredeemed. */
  recipientAccountNumber?: string;
  recipientName: string;
  recipientEmail?: string;
  giftMessage?: string;
  redeemed: boolean;
  redeemedAt?: string;
}

export interface SeedOrder {
  orderNumber: string;
  prodIdAlias: string;
  productName: string;
  subscriptionName: string;
  systemCode: TSystemCode;
  orderStatus: TOrderStatus;
  orderDate: string;
  billToAccountNumber?: string;
  planCode?: string;
  packageTransaction?: string;
  isPf?: boolean;
  isContinuity?: boolean;
  isSuspendable?: boolean;
  isResumable?: boolean;
  isDisplayedOnMySubs?: boolean;
  isGift?: boolean;
  isDonor?: boolean;
  isRecipient?: boolean;
  isDigital?: boolean;
  subscriptionStart?: string;
  subscriptionEnd?: string;
  termLength?: number;
  orderValueCents: number;
  autoRenew?: boolean;
  recurringCharge?: boolean;
  shipFrequency?: string;
  shipQuantity?: number;
  planStatus?: string;
  suspendedAt?: string;
  suspendReasonCode?: string;
  resumeDate?: string;
  resumeIssue?: number;
  resinSubscriptionId?: string;
  resinGiftRedemptionId?: string;
  transferredTo?: string;
  cancelReasonCode?: string;
  /** The day a canceled or transferred order was closed. */
  closedOn?: string;
  items: SeedOrderItem[];
  /** 'paid' (with a payment), 'unpaid' (open invoice) or none. */
  invoice?: 'paid' | 'unpaid' | { status: 'unpaid'; amountDueCents: number; dueDate: string };
  gift?: SeedGift;
}

export interface SeedCustomer {
  publisher: TPublisherCode;
  accountNumber: string;
  prodIdAlias: string;
  productName: string;
  systemCode: TSystemCode;
  firstName: string;
  lastName: string;
  email: string | null;
  emailOptIn?: boolean;
  address: {
    address1: string;
    address2?: string;
    city: string;
    state: string | null;
    postalCode: string;
    country: string;
  };
  phone?: string;
  permissions?: Record<string, TYesNo>;
  recRegId?: string;
  secured?: boolean;
  undeliverable?: boolean;
  resinCustomerId?: string;
  resinClientId?: string;
  cards?: SeedCard[];
  orders: SeedOrder[];
  /** The status the account's main order shows, for demo-accounts.json. */
  status: TOrderStatus;
  /** One line: what signing in as this account shows. */
  description: string;
}

// ---------------------------------------------------------------------------------------------
// Order builders
// ---------------------------------------------------------------------------------------------

const PRINT = {
  NWM: { prodIdAlias: 'NWM', productName: 'Northwind Monthly', priceCents: 2999, term: 12 },
  BOR: { prodIdAlias: 'BOR', productName: 'Boréale', priceCents: 3495, term: 10 },
} as const;

let orderSequence = 0;
function nextOrderNumber(publisher: TPublisherCode): string {
  orderSequence += 1;
  return `${publisher === 'NWM' ? 'N' : 'B'}${String(500000 + orderSequence)}`;
}

/** A print magazine subscription (SERV) running from startIssue for term issues. */
function printSub(
  publisher: TPublisherCode,
  account: string,
  opts: { status: TOrderStatus; startIssue: number; term?: number } & Partial<SeedOrder> & {
      carrier?: string;
      trackingNumber?: string;
      recipientName?: string;
      shipTo?: string;
    },
): SeedOrder {
  const product = PRINT[publisher];
  const term = opts.term ?? product.term;
  const expireIssue = opts.startIssue + term - 1;
  const delivered = Math.min(CURRENT_ISSUE, expireIssue);
  const lastIssue = opts.status === 'future' || opts.startIssue > CURRENT_ISSUE ? null : delivered;
  const { status, startIssue: _s, term: _t, carrier, trackingNumber, recipientName, shipTo, ...rest } = opts;
  return {
    orderNumber: nextOrderNumber(publisher),
    prodIdAlias: product.prodIdAlias,
    productName: product.productName,
    subscriptionName: `${product.productName} – ${term} issues`,
    systemCode: 'SERV',
    orderStatus: status,
    orderDate: addDays(coverDate(opts.startIssue), -30),
    planCode: `${product.prodIdAlias}-${term}`,
    isSuspendable: ['active', 'active-renew', 'renewing_soon'].includes(status),
    isResumable: status === 'suspended',
    subscriptionStart: coverDate(opts.startIssue),
    subscriptionEnd: coverDate(expireIssue),
    termLength: term,
    orderValueCents: product.priceCents,
    invoice: 'paid',
    items: [
      {
        shipToAccountNumber: shipTo ?? account,
        lastIssue,
        productDesc: `${product.productName}, ${term} issues`,
        itemValueCents: product.priceCents,
        subscriptionName: `${product.productName} – ${term} issues`,
        ...(recipientName ? { recipientName } : {}),
        ...(carrier ? { carrier, trackingNumber } : {}),
      },
    ],
    ...rest,
  };
}

/** A continuity series (SERVPF): a volume ships every shipFrequency until stopped. */
function seriesOrder(
  publisher: TPublisherCode,
  opts: { status: TOrderStatus; volumesShipped: number; carrier: string; trackingPrefix: string } & Partial<SeedOrder>,
): SeedOrder {
  const name = publisher === 'NWM' ? 'Northwind Cookbook Club' : 'Collection Cuisine Boréale';
  const prodIdAlias = publisher === 'NWM' ? 'NWB' : 'BOC';
  const { status, volumesShipped, carrier, trackingPrefix, ...rest } = opts;
  const start = addMonths(SEED_TODAY, -volumesShipped * 2);
  return {
    orderNumber: nextOrderNumber(publisher),
    prodIdAlias,
    productName: name,
    subscriptionName: `${name} – every 2 months`,
    systemCode: 'SERVPF',
    orderStatus: status,
    orderDate: addDays(start, -10),
    planCode: `${prodIdAlias}-BIMONTHLY`,
    planStatus: 'A',
    isPf: true,
    isContinuity: true,
    isSuspendable: status === 'active',
    isResumable: status === 'suspended',
    subscriptionStart: start,
    shipFrequency: '2M',
    shipQuantity: 1,
    orderValueCents: 2495,
    recurringCharge: true,
    autoRenew: true,
    invoice: 'paid',
    items: Array.from({ length: Math.max(1, volumesShipped) }, (_, i) => ({
      lastIssue: i + 1,
      productDesc: `${name}, volume ${i + 1}`,
      itemValueCents: 2495,
      isContinuity: true,
      subscriptionName: name,
      carrier,
      trackingNumber: `${trackingPrefix}${String(100000 + i * 7919).padStart(8, '0')}`,
      shippedAt: addMonths(start, i * 2),
    })),
    ...rest,
  };
}

/** A shop order (EHUB) of physical goods with carrier tracking. */
function shopOrder(
  publisher: TPublisherCode,
  opts: { status: TOrderStatus; orderDate: string; lines: SeedOrderItem[] } & Partial<SeedOrder>,
): SeedOrder {
  const prodIdAlias = publisher === 'NWM' ? 'NWS' : 'BOB';
  const productName = publisher === 'NWM' ? 'Northwind Shop' : 'Boutique Boréale';
  const { status, orderDate, lines, ...rest } = opts;
  return {
    orderNumber: nextOrderNumber(publisher),
    prodIdAlias,
    productName,
    subscriptionName: productName,
    systemCode: 'EHUB',
    orderStatus: status,
    orderDate,
    packageTransaction: `PKG-${orderDate.replace(/-/g, '')}`,
    isDisplayedOnMySubs: false,
    orderValueCents: lines.reduce((sum, l) => sum + l.itemValueCents * (l.quantity ?? 1), 0),
    invoice: 'paid',
    items: lines,
    ...rest,
  };
}

/** A digital subscription (RESIN), billed monthly by the Resin platform. */
function digitalSub(
  publisher: TPublisherCode,
  opts: { status: TOrderStatus; start: string; months?: number } & Partial<SeedOrder>,
): SeedOrder {
  const prodIdAlias = publisher === 'NWM' ? 'NWD' : 'BON';
  const productName = publisher === 'NWM' ? 'Northwind Digital' : 'Boréale numérique';
  const { status, start, months = 12, ...rest } = opts;
  const orderNumber = nextOrderNumber(publisher);
  return {
    orderNumber,
    prodIdAlias,
    productName,
    subscriptionName: `${productName} – ${months} months`,
    systemCode: 'RESIN',
    orderStatus: status,
    orderDate: start,
    planCode: `${prodIdAlias}-${months}M`,
    isDigital: true,
    subscriptionStart: start,
    subscriptionEnd: addMonths(start, months),
    termLength: months,
    orderValueCents: 5999,
    autoRenew: true,
    recurringCharge: true,
    resinSubscriptionId: `rsub_${orderNumber.toLowerCase()}`,
    invoice: 'paid',
    items: [{ productDesc: `${productName}, ${months} months of digital access`, itemValueCents: 5999 }],
    ...rest,
  };
}

const perms = (anywhere: TYesNo, company: TYesNo): Record<string, TYesNo> => ({
  emailUseAnywherePerm: anywhere,
  emailUseForCompanyPerm: company,
});

const us = (address1: string, city: string, state: string, postalCode: string) => ({
  address1,
  city,
  state,
  postalCode,
  country: 'US',
});
const ca = (address1: string, city: string, state: string, postalCode: string) => ({
  address1,
  city,
  state,
  postalCode: postalCode.replace(/\s+/g, '').toUpperCase(),
  country: 'CA',
});

/** The identity-provider user that secured account 10000014 (see identity.ts). */
export const LINKED_IDENTITY_SUB = '3f6c1d2e-8a4b-4c5d-9e7f-10a2b3c4d5e6';
/** The identity linked to two accounts, 10000045 (print) and 10000046 (digital). */
export const TWO_ACCOUNTS_IDENTITY_SUB = '5a7d2c91-6b3e-4f80-a1c2-d3e4f5a6b7c8';

// ---------------------------------------------------------------------------------------------
// Northwind Magazines (NWM)
// ---------------------------------------------------------------------------------------------

function northwindCustomers(): SeedCustomer[] {
  const P: TPublisherCode = 'NWM';
  const base = {
    publisher: P,
    prodIdAlias: 'NWM',
    productName: 'Northwind Monthly',
    systemCode: 'SERV' as TSystemCode,
  };
  const list: SeedCustomer[] = [
    {
      ...base,
      accountNumber: '10000001',
      firstName: 'Alice',
      lastName: 'Walker',
      email: 'alice.walker@example.com',
      emailOptIn: true,
      address: us('350 Fifth Avenue', 'New York', 'NY', '10118'),
      permissions: perms('Y', 'Y'),
      cards: [{ brand: 'Visa', lastFour: '4242', expiryMonth: 8, expiryYear: 2028 }],
      orders: [
        printSub(P, '10000001', {
          status: 'active',
          startIssue: 12,
          autoRenew: true,
          carrier: 'USPS',
          trackingNumber: '9400111202555842761023',
        }),
      ],
      status: 'active',
      description: 'Active print subscription with auto-renew and a Visa on file; the simplest happy path.',
    },
    {
      ...base,
      accountNumber: '10000002',
      firstName: 'Benjamin',
      lastName: 'Hayes',
      email: 'ben.hayes@example.com',
      address: us('1060 W Addison St', 'Chicago', 'IL', '60613'),
      permissions: perms('N', 'Y'),
      orders: [printSub(P, '10000002', { status: 'active-renew', startIssue: 9 })],
      status: 'active-renew',
      description: 'Active subscription ending in January 2027: shows Renew Now.',
    },
    {
      ...base,
      accountNumber: '10000003',
      firstName: 'Carla',
      lastName: 'Mendes',
      email: 'carla.mendes@example.com',
      address: us('200 Santa Monica Pier', 'Santa Monica', 'CA', '90401'),
      permissions: perms('Y', 'N'),
      cards: [{ brand: 'Mastercard', lastFour: '5454', expiryMonth: 3, expiryYear: 2029 }],
      orders: [printSub(P, '10000003', { status: 'renewing_soon', startIssue: 8, autoRenew: true })],
      status: 'renewing_soon',
      description: 'Subscription that auto-renews next month (renewing soon).',
    },
    {
      ...base,
      accountNumber: '10000004',
      firstName: 'Daniel',
      lastName: 'Okafor',
      email: 'daniel.okafor@example.com',
      address: us('1 Beacon Street', 'Boston', 'MA', '02108'),
      permissions: perms('N', 'N'),
      orders: [
        printSub(P, '10000004', { status: 'expired-renew', startIssue: 5 }),
        printSub(P, '10000004', { status: 'expired', startIssue: 1, term: 4, isDisplayedOnMySubs: false }),
      ],
      status: 'expired-renew',
      description: 'Recently expired subscription (Renew Now) plus an older expired one.',
    },
    {
      ...base,
      accountNumber: '10000005',
      firstName: 'Erin',
      lastName: 'Kowalski',
      email: 'erin.kowalski@example.com',
      address: us('400 Broad St', 'Seattle', 'WA', '98109'),
      permissions: perms('Y', 'Y'),
      orders: [
        printSub(P, '10000005', {
          status: 'pastdue',
          startIssue: 15,
          invoice: { status: 'unpaid', amountDueCents: 2999, dueDate: addDays(SEED_TODAY, -20) },
        }),
      ],
      status: 'pastdue',
      description: 'Bill-me-later subscription with an overdue invoice of $29.99: Pay Now.',
    },
    {
      ...base,
      accountNumber: '10000006',
      firstName: 'Frank',
      lastName: 'Delgado',
      email: 'frank.delgado@example.com',
      address: us('2 Ocean Drive', 'Miami Beach', 'FL', '33139'),
      permissions: perms('Y', 'N'),
      orders: [
        printSub(P, '10000006', {
          status: 'suspended',
          startIssue: 13,
          suspendedAt: '2026-11-01',
          suspendReasonCode: 'VACATION',
          resumeDate: '2027-01-01',
          resumeIssue: 20,
        }),
      ],
      status: 'suspended',
      description: 'Delivery suspended for a vacation until January 2027: shows Resume.',
    },
    {
      ...base,
      accountNumber: '10000007',
      firstName: 'Grace',
      lastName: 'Lindqvist',
      email: 'grace.lindqvist@example.com',
      address: us('700 Lake Ave', 'Minneapolis', 'MN', '55401'),
      permissions: perms('N', 'N'),
      orders: [
        printSub(P, '10000007', {
          status: 'canceled',
          startIssue: 11,
          cancelReasonCode: '1',
          closedOn: addDays(SEED_TODAY, -40),
          isSuspendable: false,
        }),
      ],
      status: 'canceled',
      description: 'Canceled subscription; no actions available.',
    },
    {
      ...base,
      accountNumber: '10000008',
      firstName: 'Margaret',
      lastName: 'Ellison',
      email: 'margaret.ellison@example.com',
      emailOptIn: true,
      address: us('1200 Peachtree St NE', 'Atlanta', 'GA', '30309'),
      permissions: perms('Y', 'Y'),
      cards: [{ brand: 'American Express', lastFour: '0005', expiryMonth: 11, expiryYear: 2027 }],
      orders: [
        printSub(P, '10000008', { status: 'active', startIssue: 14 }),
        printSub(P, '10000008', {
          status: 'gift',
          startIssue: 16,
          isGift: true,
          isDonor: true,
          shipTo: '10000009',
          recipientName: 'Henry Ellison',
          gift: { recipientAccountNumber: '10000009', recipientName: 'Henry Ellison', redeemed: true, giftMessage: 'Happy birthday, Henry!' },
        }),
        printSub(P, '10000008', {
          status: 'future',
          startIssue: 20,
          isGift: true,
          isDonor: true,
          shipTo: '10000010',
          recipientName: 'Irene Park',
          gift: { recipientAccountNumber: '10000010', recipientName: 'Irene Park', redeemed: true },
        }),
      ],
      status: 'gift',
      description: 'Donor: her own subscription plus two gifts (one running, one starting in January).',
    },
    {
      ...base,
      accountNumber: '10000009',
      firstName: 'Henry',
      lastName: 'Ellison',
      email: 'henry.ellison@example.com',
      address: us('55 Elm Street', 'Savannah', 'GA', '31401'),
      permissions: perms('N', 'Y'),
      orders: [],
      status: 'gift',
      description: 'Gift recipient (from account 10000008); sees the gift and its delivery address.',
    },
    {
      ...base,
      accountNumber: '10000010',
      firstName: 'Irene',
      lastName: 'Park',
      email: 'irene.park@example.com',
      address: us('88 Maple Road', 'Portland', 'OR', '97205'),
      permissions: perms('Y', 'Y'),
      orders: [],
      status: 'future',
      description: 'Gift recipient whose gift starts with the January 2027 issue (Future).',
    },
    {
      ...base,
      accountNumber: '10000011',
      firstName: 'Jack',
      lastName: 'Thompson',
      email: 'jack.thompson@example.com',
      address: us('300 Congress Ave', 'Austin', 'TX', '78701'),
      permissions: perms('N', 'N'),
      orders: [
        printSub(P, '10000011', {
          status: 'unpaid',
          startIssue: 18,
          invoice: { status: 'unpaid', amountDueCents: 2999, dueDate: addDays(SEED_TODAY, 10) },
        }),
      ],
      status: 'unpaid',
      description: 'New subscription with an unpaid invoice of $29.99 due in 10 days: Pay Now.',
    },
    {
      ...base,
      accountNumber: '10000012',
      firstName: 'Kim',
      lastName: 'Nguyen',
      email: 'kim.nguyen@example.com',
      address: us('1500 Market St', 'Philadelphia', 'PA', '19102'),
      permissions: perms('Y', 'N'),
      orders: [printSub(P, '10000012', { status: 'on hold', startIssue: 17, isSuspendable: false })],
      status: 'on hold',
      description: 'Subscription on hold pending an address check.',
    },
    {
      ...base,
      accountNumber: '10000013',
      firstName: 'Leo',
      lastName: 'Brennan',
      email: 'leo.brennan@example.com',
      address: us('9 Nowhere Lane', 'Denver', 'CO', '80202'),
      undeliverable: true,
      permissions: perms('N', 'Y'),
      orders: [printSub(P, '10000013', { status: 'undeliverable', startIssue: 12 })],
      status: 'undeliverable',
      description: 'Address reported undeliverable by the post office (danger badge).',
    },
    {
      ...base,
      accountNumber: '10000014',
      firstName: 'Samantha',
      lastName: 'Reyes',
      email: 'linked@northwind.example',
      emailOptIn: true,
      address: us('410 Terry Ave N', 'Seattle', 'WA', '98109'),
      permissions: perms('Y', 'Y'),
      recRegId: LINKED_IDENTITY_SUB,
      secured: true,
      cards: [{ brand: 'Visa', lastFour: '1881', expiryMonth: 6, expiryYear: 2029 }],
      orders: [printSub(P, '10000014', { status: 'active', startIssue: 15, autoRenew: true })],
      status: 'active',
      description: 'Secured account: guest sign-in is refused; sign in as linked@northwind.example.',
    },
    {
      ...base,
      accountNumber: '10000015',
      firstName: 'Olivia',
      lastName: 'Carter',
      email: 'household@northwind.example',
      address: us('12 Orchard Lane', 'Madison', 'WI', '53703'),
      permissions: perms('Y', 'Y'),
      orders: [printSub(P, '10000015', { status: 'active', startIssue: 13 })],
      status: 'active',
      description: 'Shares email and postal code with 10000016: email sign-in gives USER_NOT_FOUND_DUPLICATE.',
    },
    {
      ...base,
      accountNumber: '10000016',
      firstName: 'Owen',
      lastName: 'Carter',
      email: 'household@northwind.example',
      address: us('12 Orchard Lane', 'Madison', 'WI', '53703'),
      permissions: perms('N', 'N'),
      orders: [printSub(P, '10000016', { status: 'active', startIssue: 16 })],
      status: 'active',
      description: 'Second account on household@northwind.example (duplicate email case).',
    },
    {
      ...base,
      accountNumber: '10000017',
      firstName: 'Wing',
      lastName: 'Chan',
      email: 'wing.chan@example.com.hk',
      address: { address1: 'Flat 12B, 88 Gloucester Road', address2: 'Wan Chai', city: 'Hong Kong', state: null, postalCode: '%', country: 'HK' },
      permissions: perms('Y', 'N'),
      orders: [printSub(P, '10000017', { status: 'active', startIssue: 14, carrier: 'DHL', trackingNumber: '1234567890' })],
      status: 'active',
      description: 'Hong Kong address without a postal code (stored as %).',
    },
    {
      ...base,
      accountNumber: '10000018',
      prodIdAlias: 'NWB',
      productName: 'Northwind Cookbook Club',
      systemCode: 'SERVPF',
      firstName: 'Patricia',
      lastName: 'Moreau',
      email: 'patricia.moreau@example.com',
      address: us('77 Vine St', 'Cincinnati', 'OH', '45202'),
      permissions: perms('Y', 'Y'),
      cards: [{ brand: 'Discover', lastFour: '1117', expiryMonth: 1, expiryYear: 2028 }],
      orders: [
        seriesOrder(P, {
          status: 'suspended over credit limit',
          volumesShipped: 4,
          carrier: 'UPS',
          trackingPrefix: '1Z999AA1',
          planStatus: 'C',
          invoice: { status: 'unpaid', amountDueCents: 7485, dueDate: addDays(SEED_TODAY, -35) },
        }),
      ],
      status: 'suspended over credit limit',
      description: 'Cookbook Club series held because three volumes are unpaid (over credit limit).',
    },
    {
      ...base,
      accountNumber: '10000019',
      prodIdAlias: 'NWB',
      productName: 'Northwind Cookbook Club',
      systemCode: 'SERVPF',
      firstName: 'Quentin',
      lastName: 'Adams',
      email: 'quentin.adams@example.com',
      address: us('25 Main St', 'Burlington', 'VT', '05401'),
      permissions: perms('N', 'Y'),
      orders: [
        seriesOrder(P, {
          status: 'awaiting payment',
          volumesShipped: 1,
          carrier: 'USPS',
          trackingPrefix: '94001112025558',
          invoice: { status: 'unpaid', amountDueCents: 2495, dueDate: addDays(SEED_TODAY, 5) },
        }),
        seriesOrder(P, { status: 'completed', volumesShipped: 6, carrier: 'FedEx', trackingPrefix: '7749', recurringCharge: false, autoRenew: false }),
      ],
      status: 'awaiting payment',
      description: 'Cookbook Club: first volume awaiting payment (Pay Now) and a completed earlier series.',
    },
    {
      ...base,
      accountNumber: '10000020',
      firstName: 'Rita',
      lastName: 'Sandoval',
      prodIdAlias: 'NWS',
      productName: 'Northwind Shop',
      systemCode: 'EHUB',
      email: 'rita.sandoval@example.com',
      address: us('100 N Central Ave', 'Phoenix', 'AZ', '85004'),
      permissions: perms('Y', 'Y'),
      cards: [{ brand: 'Mastercard', lastFour: '4444', expiryMonth: 9, expiryYear: 2027 }],
      orders: [
        shopOrder(P, {
          status: 'completed',
          orderDate: '2026-10-02',
          lines: [
            { productDesc: 'Northwind tote bag', itemValueCents: 1800, carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: '2026-10-04' },
          ],
        }),
        shopOrder(P, {
          status: 'returned',
          orderDate: '2026-09-10',
          lines: [
            { productDesc: 'Best of Northwind 2025 (hardcover)', itemValueCents: 3500, carrier: 'USPS', trackingNumber: '9400111202555842769999', shippedAt: '2026-09-12', itemStatus: 'returned' },
          ],
        }),
        shopOrder(P, {
          status: 'partially returned',
          orderDate: '2026-08-15',
          lines: [
            { productDesc: 'Northwind mug', itemValueCents: 1200, quantity: 2, carrier: 'FedEx', trackingNumber: '771234567890', shippedAt: '2026-08-17' },
            { productDesc: 'Northwind poster set', itemValueCents: 2200, carrier: 'FedEx', trackingNumber: '771234567890', shippedAt: '2026-08-17', itemStatus: 'returned' },
          ],
        }),
        shopOrder(P, {
          status: 'partially canceled',
          orderDate: '2026-11-10',
          lines: [
            { productDesc: 'Northwind calendar 2027', itemValueCents: 1500, carrier: 'UPS', trackingNumber: '1Z999AA10123456795', shippedAt: '2026-11-12' },
            { productDesc: 'Northwind notebook (back-ordered)', itemValueCents: 900, itemStatus: 'canceled' },
          ],
        }),
      ],
      status: 'completed',
      description: 'Shop customer: completed (UPS), returned (USPS), partially returned (FedEx), partially canceled.',
    },
    {
      ...base,
      accountNumber: '10000021',
      firstName: 'Victor',
      lastName: 'Volkov',
      prodIdAlias: 'NWS',
      productName: 'Northwind Shop',
      systemCode: 'EHUB',
      email: 'victor.volkov@example.com',
      address: us('1 Infinite Loop', 'Cupertino', 'CA', '95014'),
      permissions: perms('N', 'N'),
      cards: [{ brand: 'Visa', lastFour: '0077', expiryMonth: 12, expiryYear: 2030 }],
      orders: collectorOrders(),
      status: 'completed',
      description: 'Collector with 200 shop orders (paging and performance).',
    },
    {
      ...base,
      accountNumber: '10000022',
      firstName: 'Tara',
      lastName: 'Whitfield',
      email: 'tara.whitfield@example.com',
      address: us('500 Capitol Mall', 'Sacramento', 'CA', '95814'),
      permissions: perms('Y', 'N'),
      orders: [
        printSub(P, '10000022', { status: 'transferred', startIssue: 10, transferredTo: 'NWD', isSuspendable: false, closedOn: addDays(SEED_TODAY, -20) }),
        digitalSub(P, { status: 'active', start: '2026-06-01' }),
      ],
      status: 'transferred',
      description: 'Print subscription transferred to the digital edition, which is now active.',
    },
    {
      ...base,
      accountNumber: '10000023',
      prodIdAlias: 'NWD',
      productName: 'Northwind Digital',
      systemCode: 'RESIN',
      firstName: 'Uma',
      lastName: 'Patel',
      email: 'uma.patel@example.com',
      address: us('600 Pennsylvania Ave SE', 'Washington', 'DC', '20003'),
      permissions: perms('Y', 'Y'),
      resinCustomerId: 'rcus_10000023',
      resinClientId: 'northwind-digital',
      cards: [{ brand: 'Visa', lastFour: '0341', expiryMonth: 10, expiryYear: 2026, needsAttention: true }],
      orders: [digitalSub(P, { status: 'payment method needs updated', start: '2025-12-01' })],
      status: 'payment method needs updated',
      description: 'Digital subscription whose card expired in October 2026: update the card in the wallet.',
    },
    {
      ...base,
      accountNumber: '10000024',
      prodIdAlias: 'NWD',
      productName: 'Northwind Digital',
      systemCode: 'RESIN',
      firstName: 'Walter',
      lastName: 'Grant',
      email: 'walter.grant@example.com',
      address: us('233 S Wacker Dr', 'Chicago', 'IL', '60606'),
      permissions: perms('Y', 'N'),
      resinCustomerId: 'rcus_10000024',
      resinClientId: 'northwind-digital',
      cards: [{ brand: 'Mastercard', lastFour: '8210', expiryMonth: 2, expiryYear: 2029 }],
      orders: [
        digitalSub(P, { status: 'active', start: '2026-03-01' }),
        digitalSub(P, {
          status: 'issued',
          start: '2026-11-15',
          isGift: true,
          isDonor: true,
          autoRenew: false,
          recurringCharge: false,
          resinGiftRedemptionId: 'rgift_issued_0001',
          gift: { recipientName: 'Yara Haddad', recipientEmail: 'yara.haddad@example.com', redeemed: false },
        }),
        digitalSub(P, {
          status: 'redeemed',
          start: '2026-07-01',
          isGift: true,
          isDonor: true,
          autoRenew: false,
          recurringCharge: false,
          resinGiftRedemptionId: 'rgift_redeemed_0002',
          gift: {
            recipientAccountNumber: '10000025',
            recipientName: 'Xena Brooks',
            recipientEmail: 'xena.brooks@example.com',
            redeemed: true,
            redeemedAt: '2026-07-03',
          },
        }),
        digitalSub(P, {
          status: 'revoked',
          start: '2026-05-01',
          isGift: true,
          isDonor: true,
          autoRenew: false,
          recurringCharge: false,
          resinGiftRedemptionId: 'rgift_revoked_0003',
          gift: { recipientName: 'Zoe Lambert', recipientEmail: 'zoe.lambert@example.com', redeemed: false },
        }),
        digitalSub(P, {
          status: 'enqueue',
          start: '2026-12-25',
          isGift: true,
          isDonor: true,
          autoRenew: false,
          recurringCharge: false,
          resinGiftRedemptionId: 'rgift_enqueue_0004',
          gift: { recipientName: 'Aaron Lee', recipientEmail: 'aaron.lee@example.com', redeemed: false, giftMessage: 'Merry Christmas!' },
        }),
      ],
      status: 'issued',
      description: 'Digital donor: gifts issued (unredeemed), redeemed, revoked and scheduled for Christmas (enqueue).',
    },
    {
      ...base,
      accountNumber: '10000025',
      prodIdAlias: 'NWD',
      productName: 'Northwind Digital',
      systemCode: 'RESIN',
      firstName: 'Xena',
      lastName: 'Brooks',
      email: 'xena.brooks@example.com',
      address: us('90 Canal St', 'Providence', 'RI', '02903'),
      permissions: perms('N', 'Y'),
      resinCustomerId: 'rcus_10000025',
      resinClientId: 'northwind-digital',
      orders: [
        digitalSub(P, {
          status: 'active',
          start: '2026-07-03',
          isGift: true,
          isRecipient: true,
          billToAccountNumber: '10000024',
          autoRenew: false,
          recurringCharge: false,
          invoice: undefined,
          orderValueCents: 0,
        }),
      ],
      status: 'active',
      description: 'Redeemed a digital gift from 10000024; digital access active until July 2027.',
    },
  ];
  return list;
}

/** 200 shop orders over four years for the collector account (deterministic). */
function collectorOrders(): SeedOrder[] {
  const random = seededRandom(20261121);
  const carriers: Array<[string, () => string]> = [
    ['UPS', () => `1Z999AA1${String(Math.floor(random() * 1e10)).padStart(10, '0')}`],
    ['USPS', () => `9400111202555${String(Math.floor(random() * 1e9)).padStart(9, '0')}`],
    ['FedEx', () => String(770000000000 + Math.floor(random() * 1e9))],
  ];
  const goods = [
    ['Northwind back issue', 900],
    ['Northwind tote bag', 1800],
    ['Northwind mug', 1200],
    ['Best of Northwind (hardcover)', 3500],
    ['Northwind poster set', 2200],
    ['Northwind calendar', 1500],
  ] as const;
  const orders: SeedOrder[] = [];
  for (let i = 0; i < 200; i++) {
    const orderDate = addDays(SEED_TODAY, -(7 * (200 - i)) - 3);
    const [carrier, tracking] = carriers[i % carriers.length]!;
    const lines: SeedOrderItem[] = Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) }, () => {
      const [desc, price] = goods[Math.floor(random() * goods.length)]!;
      return { productDesc: desc, itemValueCents: price, carrier, trackingNumber: tracking(), shippedAt: addDays(orderDate, 2) };
    });
    const status: TOrderStatus = i === 199 ? 'awaiting payment' : i % 50 === 7 ? 'returned' : 'completed';
    orders.push(
      shopOrder('NWM', {
        status,
        orderDate,
        lines,
        ...(status === 'awaiting payment'
          ? { invoice: { status: 'unpaid' as const, amountDueCents: lines.reduce((s, l) => s + l.itemValueCents, 0), dueDate: addDays(SEED_TODAY, 7) } }
          : {}),
      }),
    );
  }
  return orders;
}

// ---------------------------------------------------------------------------------------------
// Boréale Magazines (BOR)
// ---------------------------------------------------------------------------------------------

function borealeCustomers(): SeedCustomer[] {
  const P: TPublisherCode = 'BOR';
  const base = { publisher: P, prodIdAlias: 'BOR', productName: 'Boréale', systemCode: 'SERV' as TSystemCode };
  return [
    {
      ...base,
      accountNumber: '20000001',
      firstName: 'Élodie',
      lastName: 'Tremblay',
      email: 'elodie.tremblay@example.ca',
      emailOptIn: true,
      address: ca('4521, rue Saint-Denis', 'Montréal', 'QC', 'H2J 2L4'),
      permissions: perms('Y', 'Y'),
      cards: [{ brand: 'Visa', lastFour: '9424', expiryMonth: 5, expiryYear: 2028 }],
      orders: [printSub(P, '20000001', { status: 'active', startIssue: 14, autoRenew: true, carrier: 'Canada Post', trackingNumber: 'LM123456789CA' })],
      status: 'active',
      description: 'Montréal reader, active subscription with auto-renew (try it in French).',
    },
    {
      ...base,
      accountNumber: '20000002',
      firstName: 'Liam',
      lastName: 'MacDonald',
      email: 'liam.macdonald@example.ca',
      address: ca('111 Wellington Street', 'Ottawa', 'ON', 'K1A 0B1'),
      permissions: perms('N', 'Y'),
      orders: [printSub(P, '20000002', { status: 'expired-renew', startIssue: 7 })],
      status: 'expired-renew',
      description: 'Ottawa (K1A0B1): subscription expired with the September 2026 issue, Renew Now.',
    },
    {
      ...base,
      accountNumber: '20000003',
      firstName: 'Chloé',
      lastName: 'Gagnon',
      email: 'chloe.gagnon@example.ca',
      address: ca('2, rue des Jardins', 'Québec', 'QC', 'G1R 4S9'),
      permissions: perms('N', 'N'),
      orders: [printSub(P, '20000003', { status: 'expired', startIssue: 1 })],
      status: 'expired',
      description: 'Subscription that expired in March 2026.',
    },
    {
      ...base,
      accountNumber: '20000004',
      prodIdAlias: 'BOB',
      productName: 'Boutique Boréale',
      systemCode: 'EHUB',
      firstName: 'Noah',
      lastName: 'Roy',
      email: 'noah.roy@example.ca',
      address: ca('290 Bremner Blvd', 'Toronto', 'ON', 'M5V 3L9'),
      permissions: perms('Y', 'N'),
      cards: [{ brand: 'Mastercard', lastFour: '3366', expiryMonth: 7, expiryYear: 2028 }],
      orders: [
        shopOrder(P, {
          status: 'completed',
          orderDate: '2026-10-20',
          lines: [{ productDesc: 'Tuque Boréale', itemValueCents: 2800, carrier: 'Canada Post', trackingNumber: '7023210039414604', shippedAt: '2026-10-22' }],
        }),
        shopOrder(P, {
          status: 'completed',
          orderDate: '2026-06-03',
          lines: [{ productDesc: 'Boréale 2026 calendar', itemValueCents: 1995, carrier: 'Canada Post', trackingNumber: 'RN987654321CA', shippedAt: '2026-06-05' }],
        }),
      ],
      status: 'completed',
      description: 'Boutique customer with two orders shipped by Canada Post.',
    },
    {
      ...base,
      accountNumber: '20000005',
      prodIdAlias: 'BOC',
      productName: 'Collection Cuisine Boréale',
      systemCode: 'SERVPF',
      firstName: 'Sophie',
      lastName: 'Bouchard',
      email: 'sophie.bouchard@example.ca',
      address: ca('800 Robson Street', 'Vancouver', 'BC', 'V6Z 3B7'),
      permissions: perms('Y', 'Y'),
      cards: [{ brand: 'Visa', lastFour: '6613', expiryMonth: 4, expiryYear: 2029 }],
      orders: [seriesOrder(P, { status: 'active', volumesShipped: 3, carrier: 'Canada Post', trackingPrefix: 'CP' })],
      status: 'active',
      description: 'Kitchen Series (SERVPF), three volumes shipped by Canada Post; can suspend.',
    },
    {
      ...base,
      accountNumber: '20000006',
      prodIdAlias: 'BON',
      productName: 'Boréale numérique',
      systemCode: 'RESIN',
      firstName: 'Ahmed',
      lastName: 'Al Mansouri',
      email: 'ahmed.almansouri@example.ae',
      address: { address1: 'Villa 14, Street 21', address2: 'Jumeirah 2', city: 'Dubai', state: null, postalCode: '%', country: 'AE' },
      permissions: perms('N', 'Y'),
      resinCustomerId: 'rcus_20000006',
      resinClientId: 'boreale-numerique',
      cards: [{ brand: 'Visa', lastFour: '2030', expiryMonth: 1, expiryYear: 2030 }],
      orders: [digitalSub(P, { status: 'active', start: '2026-02-01' })],
      status: 'active',
      description: 'Digital reader in Dubai: no postal code (stored as %).',
    },
    {
      ...base,
      accountNumber: '20000007',
      firstName: 'Gabriel',
      lastName: 'Côté',
      email: 'gabriel.cote@example.ca',
      address: ca('1200, avenue McGill College', 'Montréal', 'QC', 'H3B 4G7'),
      permissions: perms('Y', 'N'),
      cards: [{ brand: 'American Express', lastFour: '1007', expiryMonth: 12, expiryYear: 2027 }],
      orders: [
        printSub(P, '20000007', {
          status: 'gift',
          startIssue: 15,
          isGift: true,
          isDonor: true,
          shipTo: '20000008',
          recipientName: 'Léa Côté',
          gift: { recipientAccountNumber: '20000008', recipientName: 'Léa Côté', redeemed: true, giftMessage: 'Bonne fête, Léa!' },
        }),
      ],
      status: 'gift',
      description: 'Donor only (non-subscribing): gives Boréale to his sister Léa.',
    },
    {
      ...base,
      accountNumber: '20000008',
      firstName: 'Léa',
      lastName: 'Côté',
      email: 'lea.cote@example.ca',
      address: ca('35, rue Principale', 'Sherbrooke', 'QC', 'J1H 1A1'),
      permissions: perms('Y', 'Y'),
      orders: [],
      status: 'gift',
      description: 'Gift recipient of 20000007 in Sherbrooke.',
    },
    {
      ...base,
      accountNumber: '20000009',
      firstName: 'Emily',
      lastName: 'Fisher',
      email: 'emily.fisher@example.com',
      address: us('12 Church Street', 'Burlington', 'VT', '05401'),
      permissions: perms('N', 'N'),
      orders: [printSub(P, '20000009', { status: 'active-renew', startIssue: 11 })],
      status: 'active-renew',
      description: 'US reader of Boréale (Vermont): ends with the January issue, Renew Now.',
    },
    {
      ...base,
      accountNumber: '20000010',
      prodIdAlias: 'BOC',
      productName: 'Collection Cuisine Boréale',
      systemCode: 'SERVPF',
      firstName: 'Mathieu',
      lastName: 'Lavoie',
      email: 'mathieu.lavoie@example.ca',
      address: ca('150, rue Sparks', 'Ottawa', 'ON', 'K1P 5B7'),
      permissions: perms('Y', 'N'),
      orders: [
        seriesOrder(P, {
          status: 'suspended',
          volumesShipped: 2,
          carrier: 'Canada Post',
          trackingPrefix: 'CP',
          suspendedAt: '2026-10-15',
          resumeDate: '2027-02-01',
          suspendReasonCode: 'TEMP',
        }),
      ],
      status: 'suspended',
      description: 'Kitchen Series suspended until February 2027 (SERVPF resume path).',
    },
    {
      ...base,
      accountNumber: '20000011',
      firstName: 'Camille',
      lastName: 'Pelletier',
      email: 'camille.pelletier@example.ca',
      address: ca('10, rue du Fort', 'Québec', 'QC', 'G1R 3Z8'),
      permissions: perms('Y', 'Y'),
      orders: [printSub(P, '20000011', { status: 'future', startIssue: 19 })],
      status: 'future',
      description: 'New subscription starting with the December 2026 issue (Future).',
    },
  ];
}

/**
 * Accounts added after the first two lists: last, so the order numbers of every account above stay
 * as they were. Northwind accounts without an email on file: a secure sign-in's identity knows one,
 * which the automatic email add puts on the account (SPEC §4).
 */
function laterNorthwindCustomers(): SeedCustomer[] {
  const P: TPublisherCode = 'NWM';
  const base = { publisher: P, prodIdAlias: 'NWM', productName: 'Northwind Monthly', systemCode: 'SERV' as TSystemCode };
  return [
    {
      ...base,
      accountNumber: '10000026',
      firstName: 'Yusuf',
      lastName: 'Haddad',
      email: null,
      address: us('300 N Broadway Ave', 'Oklahoma City', 'OK', '73102'),
      permissions: perms('N', 'Y'),
      orders: [printSub(P, '10000026', { status: 'active', startIssue: 14 })],
      status: 'active',
      description: 'No email on file: linked from a secure sign-in, the automatic email add gives it the identity’s email.',
    },
    {
      ...base,
      accountNumber: '10000027',
      firstName: 'Zara',
      lastName: 'Whitman',
      email: null,
      address: us('50 S Main St', 'Salt Lake City', 'UT', '84101'),
      permissions: perms('N', 'Y'),
      orders: [printSub(P, '10000027', { status: 'active', startIssue: 15 })],
      status: 'active',
      description: 'No email on file either (a second one, for an automatic email add that fails and leaves it without).',
    },
  ];
}

/** All demo customers; order numbers are assigned in this order, so the list is stable. */
export function buildSeedCustomers(): SeedCustomer[] {
  orderSequence = 0;
  return [...northwindCustomers(), ...borealeCustomers(), ...laterNorthwindCustomers(), ...shopReturnCustomers(), ...shopCancelCustomers(), ...replayCustomers()];
}

/**
 * Shop customers whose recent orders can still be returned (§4 Return, 30 days after shipping):
 * last in the list so that no earlier order number moves. 10000040 and 20000040 are the return
 * end-to-end test's (English, French), 10000041 the return path replay's (one order per path).
 */
function shopReturnCustomers(): SeedCustomer[] {
  const mugsAndPoster = (shippedAt: string, tracking: string): SeedOrderItem[] => [
    { productDesc: 'Northwind mug', itemValueCents: 1200, quantity: 2, carrier: 'UPS', trackingNumber: tracking, shippedAt },
    { productDesc: 'Northwind poster set', itemValueCents: 2200, carrier: 'UPS', trackingNumber: tracking, shippedAt },
  ];
  const recent = (publisher: TPublisherCode, orderDate: string, lines: SeedOrderItem[]) => shopOrder(publisher, { status: 'completed', orderDate, lines });
  const toteBag = (orderDate: string, shippedAt: string, tracking: string) =>
    recent('NWM', orderDate, [{ productDesc: 'Northwind tote bag', itemValueCents: 1800, carrier: 'UPS', trackingNumber: tracking, shippedAt }]);
  return [
    shopCustomer('NWM', {
      accountNumber: '10000040',
      name: ['Grace', 'Okafor'],
      address: us('600 Congress Ave', 'Austin', 'TX', '78701'),
      permissions: perms('N', 'Y'),
      card: ['Visa', '1881', 3, 2029],
      orders: [recent('NWM', '2026-11-05', mugsAndPoster('2026-11-07', '1Z999AA10123456801')), toteBag('2026-09-01', '2026-09-03', '1Z999AA10123456802')],
      description: 'Shop customer: two mugs and a poster shipped in November (Return within 30 days), a tote bag shipped in September (too late to return).',
    }),
    shopCustomer('NWM', {
      accountNumber: '10000041',
      name: ['Hugo', 'Lindqvist'],
      address: us('85 Pike St', 'Seattle', 'WA', '98101'),
      permissions: perms('N', 'N'),
      card: ['Mastercard', '5100', 8, 2029],
      orders: [
        recent('NWM', '2026-11-12', mugsAndPoster('2026-11-14', '1Z999AA10123456811')),
        recent('NWM', '2026-11-13', mugsAndPoster('2026-11-15', '1Z999AA10123456812')),
        recent('NWM', '2026-11-14', mugsAndPoster('2026-11-16', '1Z999AA10123456813')),
        recent('NWM', '2026-11-15', mugsAndPoster('2026-11-17', '1Z999AA10123456814')),
        toteBag('2026-08-20', '2026-08-22', '1Z999AA10123456815'),
      ],
      description: 'Shop customer with four recent orders to return and one shipped in August (too late to return).',
    }),
    shopCustomer('BOR', {
      accountNumber: '20000040',
      name: ['Léa', 'Bouchard'],
      address: ca('1200, avenue McGill College', 'Montréal', 'QC', 'H3B 4G7'),
      permissions: perms('N', 'Y'),
      card: ['Visa', '2024', 11, 2028],
      orders: [
        recent('BOR', '2026-11-08', [
          { productDesc: 'Tuque Boréale', itemValueCents: 2800, quantity: 2, carrier: 'Canada Post', trackingNumber: '7023210039414611', shippedAt: '2026-11-10' },
          { productDesc: 'Boréale 2027 calendar', itemValueCents: 1995, carrier: 'Canada Post', trackingNumber: '7023210039414611', shippedAt: '2026-11-10' },
        ]),
      ],
      description: 'Boutique customer: two tuques and a calendar shipped in November (Retourner, within 30 days).',
    }),
  ];
}

/** A shop customer (EHUB) of the publisher, with one card on file; completed unless told. */
function shopCustomer(
  publisher: TPublisherCode,
  c: {
    accountNumber: string;
    name: [string, string];
    address: SeedCustomer['address'];
    permissions: SeedCustomer['permissions'];
    card: [SeedCard['brand'], string, number, number];
    orders: SeedOrder[];
    description: string;
    status?: SeedCustomer['status'];
  },
): SeedCustomer {
  const [firstName, lastName] = c.name;
  const [brand, lastFour, expiryMonth, expiryYear] = c.card;
  return {
    publisher,
    prodIdAlias: publisher === 'NWM' ? 'NWS' : 'BOB',
    productName: publisher === 'NWM' ? 'Northwind Shop' : 'Boutique Boréale',
    systemCode: 'EHUB',
    accountNumber: c.accountNumber,
    firstName,
    lastName,
    email: `${firstName}.${lastName}@example.${publisher === 'NWM' ? 'com' : 'ca'}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    address: c.address,
    permissions: c.permissions,
    cards: [{ brand, lastFour, expiryMonth, expiryYear }],
    orders: c.orders,
    status: c.status ?? 'completed',
    description: c.description,
  };
}

/**
 * Shop customers whose orders have not shipped yet (§4 Cancel where the shop allows it): last in
 * the list so that no earlier order number moves. 10000042 (English) and 20000041 (French) are the
 * cancel end-to-end test's; each also holds an order of which one line shipped (no Cancel: Return).
 */
function shopCancelCustomers(): SeedCustomer[] {
  const pending = (publisher: TPublisherCode, orderDate: string, lines: SeedOrderItem[]) => shopOrder(publisher, { status: 'active', orderDate, lines });
  return [
    shopCustomer('NWM', {
      accountNumber: '10000042',
      name: ['Ines', 'Carvalho'],
      address: us('410 Boylston St', 'Boston', 'MA', '02116'),
      permissions: perms('N', 'Y'),
      card: ['Visa', '4242', 6, 2029],
      orders: [
        pending('NWM', '2026-11-19', [
          { productDesc: 'Northwind mug', itemValueCents: 1200, quantity: 2 },
          { productDesc: 'Northwind poster set', itemValueCents: 2200 },
        ]),
        pending('NWM', '2026-11-16', [
          { productDesc: 'Northwind tote bag', itemValueCents: 1800, carrier: 'UPS', trackingNumber: '1Z999AA10123456821', shippedAt: '2026-11-18' },
          { productDesc: 'Northwind 2027 calendar', itemValueCents: 1500 },
        ]),
      ],
      status: 'active',
      description: 'Shop customer: an order of mugs and a poster not shipped yet (Cancel, refunded in full), an order whose tote bag shipped and calendar did not (no Cancel).',
    }),
    shopCustomer('BOR', {
      accountNumber: '20000041',
      name: ['Mathis', 'Gagnon'],
      address: ca('350, rue Saint-Paul Est', 'Montréal', 'QC', 'H2Y 1H2'),
      permissions: perms('N', 'Y'),
      card: ['Mastercard', '5454', 9, 2028],
      orders: [
        pending('BOR', '2026-11-19', [{ productDesc: 'Tuque Boréale', itemValueCents: 2800, quantity: 2 }]),
        pending('BOR', '2026-11-16', [
          { productDesc: 'Boréale 2027 calendar', itemValueCents: 1995, carrier: 'Canada Post', trackingNumber: '7023210039414622', shippedAt: '2026-11-18' },
          { productDesc: 'Tuque Boréale', itemValueCents: 2800 },
        ]),
      ],
      status: 'active',
      description: 'Boutique customer: two tuques not shipped yet (Annuler, refunded in full), an order whose calendar shipped and tuque did not (no Annuler).',
    }),
  ];
}

/**
 * Accounts for what the path replay needs and no earlier account offers (last in the list so that
 * no earlier order number moves): two open invoices at once (after one is paid the payment screen
 * offers "Pay another invoice"), one more digital subscription that refunds to store credit when
 * it is canceled (the refund that fails and is tried again), and two accounts of one secure sign-in
 * identity (a lookup with several accounts: the change of email asks which to change).
 */
function replayCustomers(): SeedCustomer[] {
  const P: TPublisherCode = 'NWM';
  return [
    {
      publisher: P,
      accountNumber: '10000043',
      prodIdAlias: 'NWM',
      productName: 'Northwind Monthly',
      systemCode: 'SERV',
      firstName: 'Omar',
      lastName: 'Lindqvist',
      email: 'omar.lindqvist@example.com',
      address: us('1 Market St', 'San Francisco', 'CA', '94105'),
      permissions: perms('Y', 'N'),
      cards: [{ brand: 'Visa', lastFour: '4242', expiryMonth: 8, expiryYear: 2029 }],
      orders: [
        printSub(P, '10000043', {
          status: 'unpaid',
          startIssue: 18,
          invoice: { status: 'unpaid', amountDueCents: 2999, dueDate: addDays(SEED_TODAY, 12) },
        }),
        seriesOrder(P, {
          status: 'awaiting payment',
          volumesShipped: 1,
          carrier: 'USPS',
          trackingPrefix: '94001112025571',
          invoice: { status: 'unpaid', amountDueCents: 2495, dueDate: addDays(SEED_TODAY, 8) },
        }),
      ],
      status: 'unpaid',
      description: 'Two open invoices (the magazine and the first Cookbook Club volume), Visa on file: pay one, then Pay another invoice.',
    },
    {
      publisher: P,
      accountNumber: '10000044',
      prodIdAlias: 'NWD',
      productName: 'Northwind Digital',
      systemCode: 'RESIN',
      firstName: 'Greta',
      lastName: 'Olsen',
      email: 'greta.olsen@example.com',
      address: us('700 Nicollet Mall', 'Minneapolis', 'MN', '55402'),
      permissions: perms('N', 'N'),
      resinCustomerId: 'rcus_10000044',
      resinClientId: 'northwind-digital',
      cards: [{ brand: 'Mastercard', lastFour: '4444', expiryMonth: 11, expiryYear: 2028 }],
      orders: [digitalSub(P, { status: 'active', start: '2026-09-01' })],
      status: 'active',
      description: 'Digital subscription that refunds to store credit when canceled.',
    },
    {
      publisher: P,
      accountNumber: '10000045',
      prodIdAlias: 'NWM',
      productName: 'Northwind Monthly',
      systemCode: 'SERV',
      firstName: 'Hugo',
      lastName: 'Brandt',
      email: 'hugo.brandt@example.com',
      address: us('200 E Randolph St', 'Chicago', 'IL', '60601'),
      permissions: perms('Y', 'Y'),
      recRegId: TWO_ACCOUNTS_IDENTITY_SUB,
      secured: true,
      orders: [printSub(P, '10000045', { status: 'active', startIssue: 16 })],
      status: 'active',
      description: 'Secured: with 10000046, the two accounts of the secure sign-in two.accounts@northwind.example.',
    },
    {
      publisher: P,
      accountNumber: '10000046',
      prodIdAlias: 'NWD',
      productName: 'Northwind Digital',
      systemCode: 'RESIN',
      firstName: 'Hugo',
      lastName: 'Brandt',
      email: 'hugo.brandt@example.net',
      address: us('200 E Randolph St', 'Chicago', 'IL', '60601'),
      permissions: perms('Y', 'Y'),
      recRegId: TWO_ACCOUNTS_IDENTITY_SUB,
      secured: true,
      resinCustomerId: 'rcus_10000046',
      resinClientId: 'northwind-digital',
      orders: [digitalSub(P, { status: 'active', start: '2026-10-01' })],
      status: 'active',
      description: 'Secured: the digital account of two.accounts@northwind.example (with 10000045).',
    },
  ];
}
