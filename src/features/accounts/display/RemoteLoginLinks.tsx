import { Trans } from '@lingui/react/macro';
import { Anchor, Title } from '@mantine/core';
import type { TCustomer } from '../../../../contracts/schemas/customer';
import { remoteLoginLinks } from '../../../../machines/rules/remote-login';
import { usePortalConfig } from '../../../app/config-context';
import classes from './display.module.css';

/**
 * The publisher's customer-care site, signed in as the subscriber (§3 Preferences remote login; the
 * design is in machines/rules/remote-login.ts). Nothing without a configured care site. A plain link
 * in the same tab: the care site is another application, and its returnUrl brings the subscriber back.
 */
export function RemoteLoginLinks({ customers }: { customers: TCustomer[] }) {
  const { adminConfig } = usePortalConfig();
  const links = remoteLoginLinks(adminConfig.AvailableActions.Preferences, customers, window.location.origin, {
    myloOnly: adminConfig.SignIn.MyloOnlyEnabled,
  });
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="customer-care-site">
      <Title order={2} size="h4" id="customer-care-site" mb="xs">
        <Trans>Customer Care Site</Trans>
      </Title>
      <ul className={classes.inlineList}>
        {links.map(({ accountNumbers, href }) => {
          const account = accountNumbers[0];
          return (
            <li key={href}>
              <Anchor href={href}>
                {accountNumbers.length > 1 ? (
                  <Trans>Manage all your accounts on our customer care site</Trans>
                ) : (
                  <Trans>Manage account {account} on our customer care site</Trans>
                )}
              </Anchor>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
