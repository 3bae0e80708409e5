import type { TPageIntroEntry } from '../../../contracts/schemas/config';

/** The last path segment that is not a number: /accounts/orders/123 → "orders" (§2 Login page). */
export function introKey(pathname: string): string {
  const segments = pathname.split('/').filter((s) => s !== '' && !/^\d+$/.test(s));
  return segments.at(-1) ?? '';
}

export function findIntro(entries: readonly TPageIntroEntry[], key: string): TPageIntroEntry | undefined {
  return entries.find((e) => e.route === key || e.altRoute === key) ?? entries.find((e) => e.route === '*');
}
