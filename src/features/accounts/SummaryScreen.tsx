import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../app/shell/PageIntro';

/** §2 /accounts/summary: home after sign-in. Its content comes with the Account-area issue. */
export default function SummaryScreen() {
  const { t } = useLingui();
  return <PageIntro title={t`Account Summary`} />;
}
