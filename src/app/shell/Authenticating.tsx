import { Trans } from '@lingui/react/macro';
import { BusyNotice } from './BusyNotice';

/** §2 /accounts while the session settles: an account screen follows, so it holds that screen's room. */
export function Authenticating() {
  return (
    <BusyNotice height="account">
      <Trans>Authenticating. Just a moment.</Trans>
    </BusyNotice>
  );
}

