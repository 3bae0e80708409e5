import type { TAnalyticsTracker } from '../../../contracts/schemas/config';

/**
 * §2/§9 analytics trackers (issue 17 item 6): the publisher's scripts, loaded only once the
 * subscriber consented. The choice is remembered per publisher in this browser and kept across
 * sign-out (src/i18n/locale.ts preserveAcrossLogout). The footer's "Cookie preferences" forgets it
 * (forgetConsent) and the prompt asks again. A script already running cannot be unloaded, so a
 * withdrawal takes full effect on the next page load (the prompt reloads the page when the subscriber
 * declines after the scripts ran).
 */
export type TConsent = 'granted' | 'denied';

const consentKey = (globalCode: string) => `portal.analytics-consent.${globalCode}`;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** For useSyncExternalStore: the prompt and the footer's control follow the same stored choice. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storedConsent(globalCode: string): TConsent | null {
  const value = localStorage.getItem(consentKey(globalCode));
  return value === 'granted' || value === 'denied' ? value : null;
}

export function rememberConsent(globalCode: string, consent: TConsent) {
  localStorage.setItem(consentKey(globalCode), consent);
  changed();
}

/** "Cookie preferences": no choice stored any more, so the prompt shows and nothing loads until asked. */
export function forgetConsent(globalCode: string) {
  localStorage.removeItem(consentKey(globalCode));
  changed();
}

/** Whether a tracker's script was added to this page (it keeps running until the page reloads). */
export const trackersLoaded = () => document.querySelector('script[id^="analytics-"]') !== null;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Adds each tracker's script once; GA4 gets its data layer and configuration first (no inline script, CSP). */
export function loadTrackers(trackers: readonly TAnalyticsTracker[]) {
  for (const tracker of trackers) {
    const id = `analytics-${tracker.Name}`;
    if (document.getElementById(id)) continue;
    if (tracker.Name === 'ga4') {
      const w = window as GtagWindow;
      w.dataLayer = w.dataLayer ?? [];
      w.gtag = function gtag() {
        // gtag.js reads the arguments object itself, as its own snippet pushes it.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', tracker.Id);
    }
    const script = document.createElement('script');
    script.id = id;
    script.src = tracker.ScriptUrl;
    script.async = true;
    script.dataset.trackerId = tracker.Id;
    document.head.appendChild(script);
  }
}
