import { describe, expect, it } from 'vitest';
import { eventOf } from '../../machines/flows/event-of';

type PagingEvent = { type: 'ORDERS.PAGE'; page: number } | { type: 'ORDERS.LISTED'; total: number };

describe('eventOf', () => {
  it('gives the event it is wired to, narrowed', () => {
    const event: PagingEvent = { type: 'ORDERS.PAGE', page: 2 };
    expect(eventOf(event, 'ORDERS.PAGE').page).toBe(2);
  });

  it('fails loudly, naming both, on another event', () => {
    const event = { type: 'ORDERS.LISTED', total: 12 } as PagingEvent;
    expect(() => eventOf(event, 'ORDERS.PAGE')).toThrow('Wired to ORDERS.PAGE, ran on ORDERS.LISTED');
  });
});
