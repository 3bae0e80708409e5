/**
 * The server's one calendar (issue 17 item 9): calendar days 'YYYY-MM-DD' in UTC, as the seed
 * and the database store them. Months are calendar months, never a count of days.
 */

const parse = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Adds calendar days to 'YYYY-MM-DD' (UTC). */
export function addDays(isoDay: string, days: number): string {
  const date = parse(isoDay);
  date.setUTCDate(date.getUTCDate() + days);
  return format(date);
}

/** Adds calendar months, keeping the day where the month has it ('2026-01-31' + 1 → '2026-02-28'). */
export function addMonths(isoDay: string, months: number): string {
  const date = parse(isoDay);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(day, daysInMonth(date.getUTCFullYear(), date.getUTCMonth())));
  return format(date);
}

/** Whole calendar days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parse(b).getTime() - parse(a).getTime()) / 86_400_000);
}

/**
 * Calendar months from a to b, to the nearest month (the remaining term of a monthly magazine);
 * 0 when b is not after a. Whole months by addMonths, then the rest of a month counts as one when
 * it is at least half of that month.
 */
export function monthsBetween(a: string, b: string): number {
  if (b <= a) return 0;
  const from = parse(a);
  const to = parse(b);
  let whole = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (addMonths(a, whole) > b) whole -= 1;
  const reached = addMonths(a, whole);
  const next = addMonths(a, whole + 1);
  const rest = daysBetween(reached, b);
  return rest * 2 >= daysBetween(reached, next) ? whole + 1 : whole;
}

/** Today's calendar day 'YYYY-MM-DD' (UTC) of a clock. */
export function isoDayOf(date: Date): string {
  return format(date);
}

/**
 * A clock whose calendar day is `isoDay` when it starts and that runs on from there at the real
 * pace (PORTAL_TODAY): the time of day stays real, only the date moves. End-to-end runs pin the
 * demo's calendar with it so that windows counted from the seed's day (a return window, an unpaid
 * invoice's due date) do not close while the real date advances.
 */
export function clockOn(isoDay: string, realNow: () => Date = () => new Date()): () => Date {
  const offsetMs = parse(isoDay).getTime() - parse(format(realNow())).getTime();
  return () => new Date(realNow().getTime() + offsetMs);
}
