import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { PageIntro } from '../../app/shell/PageIntro';
import { useSessionActor } from '../session/session-context';

/** §2 /accounts/summary: home after sign-in. The account details come with the Account-area issue. */
export default function SummaryScreen() {
  const { t } = useLingui();
  const accounts = useSelector(useSessionActor(), (s) => s.context.session?.accountNumbers ?? []);
  const list = accounts.join(', ');
  return (
    <>
      <PageIntro title={t`Account Summary`} />
      {accounts.length > 0 && (
        <Text data-testid="signed-in-accounts">
          <Trans>Signed in to: {list}</Trans>
        </Text>
      )}
    </>
  );
}
