import type { OutcomeRule, PathSoFar } from '../graph/outcomes';

/**
 * What must happen on the orders list's paths (SPEC §2 Orders, §3 viewAllOrders, §9), written from
 * the spec, on the sample of orders-paging.paths.ts (a list is long above 5 orders).
 */

const long = (p: PathSoFar) => ((p.last('ORDERS.LISTED')?.total as number | undefined) ?? 0) > 5;

export const ordersPagingOutcomes: readonly OutcomeRule[] = [
  { name: 'with viewAllOrders off the list opens on its first few', on: 'ORDERS.LISTED', from: 'awaitingOrders', when: { viewAll: false }, state: 'fewer', noEffects: ['*'] },
  { name: 'with viewAllOrders on (this session) the list opens on every order', on: 'ORDERS.LISTED', from: 'awaitingOrders', when: { viewAll: true }, state: 'all', noEffects: ['*'] },
  { name: 'a refetched list keeps what is shown', on: 'ORDERS.LISTED', from: 'fewer', state: 'fewer', noEffects: ['*'] },
  { name: 'a refetched list keeps every order shown', on: 'ORDERS.LISTED', from: 'all', state: 'all', noEffects: ['*'] },
  { name: 'View all shows every order and is remembered for the session', on: 'ORDERS.VIEW_ALL', if: long, state: 'all', effects: [['remember view all', { viewAll: true }]] },
  { name: 'a short list has no View all', on: 'ORDERS.VIEW_ALL', if: (p) => !long(p), state: 'fewer', noEffects: ['*'] },
  { name: 'View fewer goes back to the first few and is remembered for the session', on: 'ORDERS.VIEW_FEWER', if: long, state: 'fewer', effects: [['remember view all', { viewAll: false }]] },
  { name: 'a short list has no View fewer', on: 'ORDERS.VIEW_FEWER', if: (p) => !long(p), from: 'all', state: 'all', noEffects: ['*'] },
  { name: 'a page changes the orders shown, nothing else', on: 'ORDERS.PAGE', from: 'all', state: 'all', noEffects: ['*'] },
];
