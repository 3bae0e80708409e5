import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { NotFoundPage } from '../../app/shell/NotFoundPage';
import { PageIntro } from '../../app/shell/PageIntro';
import { ACCOUNT_NAVIGATION } from '../../app/shell/account-navigation';

/** §2 /accounts/{selectedRoute}: target of footer and navigation links without a custom URL; any other name is not found. */
export default function SelectedRouteScreen() {
  const { i18n } = useLingui();
  const { selectedRoute } = useParams({ from: '/accounts/$selectedRoute' });
  const entry = ACCOUNT_NAVIGATION.find((e) => e.to === `/accounts/${selectedRoute}`);
  if (!entry) return <NotFoundPage />;
  return <PageIntro title={i18n._(entry.label)} />;
}
