import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { PageIntro } from '../../app/shell/PageIntro';
import { ACCOUNT_NAVIGATION } from '../../app/shell/account-navigation';

/** §2 /accounts/{selectedRoute}: target of footer and navigation links without a custom URL. */
export default function SelectedRouteScreen() {
  const { t, i18n } = useLingui();
  const { selectedRoute } = useParams({ from: '/accounts/$selectedRoute' });
  const entry = ACCOUNT_NAVIGATION.find((e) => e.to === `/accounts/${selectedRoute}`);
  return <PageIntro title={entry ? i18n._(entry.label) : t`My Account`} />;
}
