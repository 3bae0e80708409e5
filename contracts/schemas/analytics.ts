import { z } from 'zod';
import { boundedString } from './fields';

/** §7 call 28 / §8: every outcome is reported as one of these actions. */
export const ANALYTICS_ACTIONS = ['Successful', 'Unsuccessful', 'Unknown Error'] as const;
export const ZAnalyticsActionSchema = z.enum(ANALYTICS_ACTIONS);
export type TAnalyticsAction = z.infer<typeof ZAnalyticsActionSchema>;

/** The event: label is the prodIdAlias; value is an amount times 100 (cents), an integer (§9). */
export const ZAnalyticsEventSchema = z.object({
  category: boundedString(100, 1),
  action: ZAnalyticsActionSchema,
  label: boundedString(64),
  value: z.number().int().min(-100_000_000).max(100_000_000),
});
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEventSchema>;

export const ZAnalyticsPublishSchema = z.object({
  eventBusTransactionType: z.literal('PUBLISH'),
  body: ZAnalyticsEventSchema,
});
export type TAnalyticsPublish = z.infer<typeof ZAnalyticsPublishSchema>;

export const ZAnalyticsPublishResponseSchema = z.object({ success: z.boolean() });
