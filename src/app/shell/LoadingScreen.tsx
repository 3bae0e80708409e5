import { Trans } from '@lingui/react/macro';
import { BusyNotice } from './BusyNotice';

/** §2 Shell: shown while configuration loads. */
export function LoadingScreen() {
  return (
    <BusyNotice height="screen">
      <Trans>Loading...</Trans>
    </BusyNotice>
  );
}
