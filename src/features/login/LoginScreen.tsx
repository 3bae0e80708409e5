import { useLingui } from '@lingui/react/macro';
import { PageIntro } from '../../app/shell/PageIntro';

/** §2 Login page. The sign-in blocks and forms come with the Sign-in issue. */
export default function LoginScreen() {
  const { t } = useLingui();
  return <PageIntro title={t`Sign In`} />;
}
