import type { Database } from '../index';
import { analyticsEvents } from '../schema';

/** §7 call 28 events, one row each. */
export interface NewAnalyticsEvent {
  publisherId: number;
  sessionId: string;
  category: string;
  action: string;
  label: string;
  /** Integer cents (§9). */
  value: number;
}

export async function insertAnalyticsEvent(database: Database, event: NewAnalyticsEvent): Promise<void> {
  await database.run((db) => db.insert(analyticsEvents).values(event));
}
