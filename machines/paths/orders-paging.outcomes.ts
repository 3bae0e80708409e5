import type { OutcomeRule, PathSoFar } from '../graph/outcomes';

/**
 * What must happen on the orders list's paths (SPEC §2 Orders, §3 viewAllOrders, §9), written from
 * the spec, on the sample of orders-paging.paths.ts (a list is long above 5 orders).
 */

const long = (p: PathSoFar) => ((p.last('ORDERS.LISTED')?.total as number | undefined) ?? 0) > 5;
/** The orders counted by the last listing: what the pager counts pages from. */
const total = (p: PathSoFar) => ({ total: p.last('ORDERS.LISTED')?.total });
/** The page the subscriber is on: the last page chosen that existed then (20 orders a page), else the first. */
const page = (p: PathSoFar) => {
  let total = 0;
  let current = 1;
  for (const event of p.events as readonly { type: string; total?: number; page?: number }[]) {
    if (event.type === 'ORDERS.LISTED') total = event.total ?? 0;
    if (event.type === 'ORDERS.VIEW_ALL') current = 1;
    if (event.type === 'ORDERS.PAGE' && event.page! >= 1 && event.page! <= Math.max(1, Math.ceil(total / 20))) current = event.page!;
  }
  return { page: current };
};

export const ordersPagingOutcomes: readonly OutcomeRule[] = [
  { name: 'with viewAllOrders off the list opens on its first few', on: 'ORDERS.LISTED', from: 'awaitingOrders', when: { viewAll: false }, state: 'fewer', context: total, noEffects: ['*'] },
  { name: 'with viewAllOrders on (this session) the list opens on every order, first page', on: 'ORDERS.LISTED', from: 'awaitingOrders', when: { viewAll: true }, state: 'all', context: { page: 1 }, noEffects: ['*'] },
  { name: 'the orders counted are the ones listed', on: 'ORDERS.LISTED', context: total },
  { name: 'a refetched list keeps what is shown', on: 'ORDERS.LISTED', from: 'fewer', state: 'fewer', noEffects: ['*'] },
  { name: 'a refetched list keeps every order shown, on the same page', on: 'ORDERS.LISTED', from: 'all', state: 'all', context: page, noEffects: ['*'] },
  { name: 'View all shows every order from the first page and is remembered for the session', on: 'ORDERS.VIEW_ALL', if: long, state: 'all', context: { page: 1 }, effects: [['remember view all', { viewAll: true }]] },
  { name: 'a short list has no View all', on: 'ORDERS.VIEW_ALL', if: (p) => !long(p), state: 'fewer', noEffects: ['*'] },
  { name: 'View fewer goes back to the first few and is remembered for the session', on: 'ORDERS.VIEW_FEWER', if: long, state: 'fewer', effects: [['remember view all', { viewAll: false }]] },
  { name: 'a short list has no View fewer', on: 'ORDERS.VIEW_FEWER', if: (p) => !long(p), from: 'all', state: 'all', noEffects: ['*'] },
  { name: 'a page that exists is shown; another keeps the page shown', on: 'ORDERS.PAGE', from: 'all', state: 'all', context: page, noEffects: ['*'] },
];
