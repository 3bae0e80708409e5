import { addMonths } from '../services/calendar';

/**
 * The seed's fixed calendar: every date is relative to SEED_TODAY so that the data (and the
 * statuses it implies) never drifts. Dates are 'YYYY-MM-DD' strings computed in UTC.
 */
export const SEED_TODAY = '2026-11-21';

export { addDays, addMonths } from '../services/calendar';

/** Monthly magazines: issue 1 is the June 2025 issue, so issue 18 is the current (November 2026) one. */
export const FIRST_ISSUE_COVER = '2025-06-01';
export const CURRENT_ISSUE = 18;
export const CATALOGUE_ISSUES = 24;

export function coverDate(issueNumber: number): string {
  return addMonths(FIRST_ISSUE_COVER, issueNumber - 1);
}

/** A seeded pseudo-random generator (mulberry32): deterministic variety for generated rows. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
