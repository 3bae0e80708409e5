import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../app/shell/PageIntro';

/** §2 /accounts/resume: reached after a resume whose first item has directResume. */
export default function ResumeScreen() {
  const { t } = useLingui();
  return <PageIntro title={t`Resume Delivery`} />;
}
