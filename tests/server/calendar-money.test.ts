import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clockOn, daysBetween, monthsBetween } from '../../server/services/calendar';
import { readEnv } from '../../server/env';
import { formatMoney, publisherMoney } from '../../server/services/money';
import * as seedDates from '../../server/seed/dates';
import * as actionDates from '../../server/services/account-actions/common';

/** Issue 17 item 9: one calendar for the server and the seed, and amounts by Intl in the publisher's currency. */
describe('the server calendar', () => {
  it('is the one the seed and the actions use', () => {
    expect(seedDates.addMonths).toBe(addMonths);
    expect(actionDates.addMonths).toBe(addMonths);
    expect(actionDates.addDays).toBe(addDays);
  });

  it('adds days and calendar months, keeping the day where the month has it', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
  });

  it('counts calendar months to the nearest month, not days over 30.44', () => {
    expect(monthsBetween('2026-01-01', '2027-01-01')).toBe(12);
    expect(monthsBetween('2026-02-01', '2026-03-01')).toBe(1);
    // Half of February is half a month (15 days / 30.44 rounded to 0).
    expect(monthsBetween('2026-02-01', '2026-02-16')).toBe(1);
    expect(monthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(monthsBetween('2026-02-01', '2026-04-01')).toBe(2);
    // Half a month or more counts; less does not.
    expect(monthsBetween('2026-01-01', '2026-01-17')).toBe(1);
    expect(monthsBetween('2026-01-01', '2026-01-16')).toBe(0);
    expect(monthsBetween('2026-03-10', '2026-01-01')).toBe(0);
  });
});

describe('a calendar pinned by PORTAL_TODAY', () => {
  it('moves the date to the pinned day, keeps the real time of day and runs on at the real pace', () => {
    let real = Date.parse('2027-01-15T10:30:00Z');
    const now = clockOn('2026-11-21', () => new Date(real));
    expect(now().toISOString()).toBe('2026-11-21T10:30:00.000Z');
    real += 14 * 60 * 60 * 1000;
    expect(now().toISOString()).toBe('2026-11-22T00:30:00.000Z');
  });

  it('is read from the environment as a calendar day, and refuses anything else', () => {
    expect(readEnv({ PORTAL_TODAY: '2026-11-21' }).PORTAL_TODAY).toBe('2026-11-21');
    expect(readEnv({}).PORTAL_TODAY).toBeUndefined();
    for (const wrong of ['2026-02-30', '21/11/2026', '2026-11-21T00:00:00Z', 'today']) {
      expect(() => readEnv({ PORTAL_TODAY: wrong }), wrong).toThrow(/PORTAL_TODAY/);
    }
  });
});

describe('server amounts', () => {
  it('use Intl with the currency: CAD is not written as US dollars', () => {
    expect(formatMoney(2499, 'USD')).toBe('$24.99');
    expect(formatMoney(2499, 'CAD')).toBe('CA$24.99');
    expect(formatMoney(2499, 'CAD', 'fr-CA').replace(/\s/g, ' ')).toBe('24,99 $');
    expect(publisherMoney({ publisher: { region: 'CA' } }, 3495)).toBe('CA$34.95');
    expect(publisherMoney({ publisher: { region: 'US' } }, 3495)).toBe('$34.95');
  });
});
