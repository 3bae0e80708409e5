import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../app/shell/PageIntro';

/** §2 Contact Customer Service form; the form comes with the Customer-service issue. */
export default function CustomerServiceScreen() {
  const { t } = useLingui();
  return <PageIntro title={t`Contact Customer Service`} />;
}
