import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TLookupSuccess } from '../../../../contracts/schemas/lookup';
import holds from '../../../app/shell/holds-window.module.css';
import { useAccountData } from '../account-data';

/**
 * Shows a screen's content once the customer data is there: "Loading..." until the first lookup
 * answers (holding the screen's room), and a retry when it failed (the data already shown stays on screen meanwhile).
 */
export function AccountDataGate({ children }: { children: (lookup: TLookupSuccess) => ReactNode }) {
  const { lookup, loading, failed, refetch } = useAccountData();
  return (
    <>
      {failed && !loading && (
        <Alert color="red.9" variant="outline" mb="md" title={<Trans>We could not load your account details.</Trans>}>
          <Button variant="outline" color="red.9" mt="xs" onClick={refetch}>
            <Trans>Try Again</Trans>
          </Button>
        </Alert>
      )}
      {lookup
        ? children(lookup)
        : loading && (
            // The room the screen will take (holds-window.module.css).
            <Group gap="xs" role="status" align="flex-start" className={holds.holdsWindow}>
              <Loader size="sm" aria-hidden />
              <Text>
                <Trans>Loading...</Trans>
              </Text>
            </Group>
          )}
    </>
  );
}
