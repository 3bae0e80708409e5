import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../app/shell/PageIntro';

/** §2 /loginCS: the customer-service entry for visitors who cannot sign in. */
export default function LoginCustomerServiceScreen() {
  const { t } = useLingui();
  return <PageIntro title={t`Contact Customer Service`} />;
}
