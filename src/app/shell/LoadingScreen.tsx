import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { BusyNotice, NOTICE_AFTER_MS } from './BusyNotice';

/**
 * §2 Shell: shown while configuration loads, once that takes longer than a glance. The server writes
 * the configuration into the page (issue 15), so it usually loads within a task: shown at once, the
 * notice flashed for a moment, then the page went blank until the route's screen had loaded. Lighthouse
 * counted that flash as the first contentful paint, so the whole first render of the page fell after it
 * as blocking time (summary 24–245 ms, Boréale's /login 167–246 ms, in one bench run).
 */
export function LoadingScreen() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), NOTICE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <BusyNotice height="screen">
      <Trans>Loading...</Trans>
    </BusyNotice>
  );
}
