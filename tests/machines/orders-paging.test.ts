import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ordersPagingMachine } from '../../machines/flows/orders-paging.machine';

/**
 * The page the orders list shows (SPEC §2 Orders), beyond the paths' outcomes: the pages a covering path does not take (back to the first). 45 orders,
 * 20 a page (three pages), 5 until View all.
 */
function start(viewAll: boolean) {
  const remember = vi.fn();
  const actor = createActor(ordersPagingMachine.provide({ actions: { 'remember view all': (_, params) => remember(params) } }), {
    input: { perPage: 20, fewerCount: 5 },
  }).start();
  actor.send({ type: 'ORDERS.LISTED', total: 45, viewAll });
  return { actor, remember };
}

describe('orders paging', () => {
  it('goes to a page that exists, and to no other', () => {
    const { actor } = start(true);
    actor.send({ type: 'ORDERS.PAGE', page: 3 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: 'ORDERS.PAGE', page: 4 });
    actor.send({ type: 'ORDERS.PAGE', page: 0 });
    expect(actor.getSnapshot().context.page).toBe(3);
    actor.send({ type: 'ORDERS.PAGE', page: 1 });
    expect(actor.getSnapshot().context.page, 'the first page exists too').toBe(1);
  });

  it('shows every order again from the first page', () => {
    const { actor, remember } = start(true);
    actor.send({ type: 'ORDERS.PAGE', page: 2 });
    actor.send({ type: 'ORDERS.VIEW_FEWER' });
    actor.send({ type: 'ORDERS.VIEW_ALL' });
    expect(actor.getSnapshot().matches('all')).toBe(true);
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(remember.mock.calls).toEqual([[{ viewAll: false }], [{ viewAll: true }]]);
  });

  it('keeps the page when a refetch lists the orders again', () => {
    const { actor } = start(true);
    actor.send({ type: 'ORDERS.PAGE', page: 2 });
    actor.send({ type: 'ORDERS.LISTED', total: 46, viewAll: false });
    expect(actor.getSnapshot().matches('all')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ page: 2, total: 46 });
  });
});
