import { createHash } from 'node:crypto';

/**
 * The account screens' first money or date formatter loads the platform's locale data (ICU): about
 * 20–35 ms of main thread on this machine, once per page, in whichever task makes the first `Intl`
 * formatter. Unwarmed, that was the summary's render after the lookup, the longest task after the
 * first paint (issue 15). The account pages carry this inline script, which makes one date and one
 * money formatter while the scripts are still downloading; the other language then costs 1–2 ms.
 * It reads nothing and changes nothing on the page.
 */
export const INTL_WARM_UP =
  "new Intl.DateTimeFormat('en-US',{dateStyle:'medium',timeZone:'UTC'}).format(0);new Intl.NumberFormat('en-US',{style:'currency',currency:'USD'}).format(0)";

/** The script element; the Content-Security-Policy allows this one inline script by its hash. */
export const INTL_WARM_UP_SCRIPT = `<script>${INTL_WARM_UP}</script>`;

/** The CSP source that allows exactly INTL_WARM_UP. */
export const INTL_WARM_UP_SOURCE = `'sha256-${createHash('sha256').update(INTL_WARM_UP).digest('base64')}'`;
