import { Trans } from '@lingui/react/macro';
import { BusyNotice } from './BusyNotice';

/** §2 /accounts while the session settles. */
export function Authenticating() {
  return (
    <BusyNotice>
      <Trans>Authenticating. Just a moment.</Trans>
    </BusyNotice>
  );
}
