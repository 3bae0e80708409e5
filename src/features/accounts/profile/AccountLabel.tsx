import { Trans } from '@lingui/react/macro';
import { formatDate } from '../../../../contracts/locales';
import { usePortalConfig } from '../../../app/config-context';
import { useDataText } from '../display/format';

/** An account as the profile screens name it: product and account number, and the recipient of a gift. */
export function AccountLabel({ accountNumber, recipientName, ...names }: { productName: string; accountNumber: string; recipientName?: string | undefined }) {
  const productName = useDataText()(names.productName);
  return recipientName ? (
    <Trans>
      {recipientName}: {productName}, account {accountNumber}
    </Trans>
  ) : (
    <Trans>
      {productName}, account {accountNumber}
    </Trans>
  );
}

/** A calendar date (yyyy-mm-dd) in the active language, e.g. "November 21, 2026", "21 novembre 2026" or "1er avril 2027". */
export function useCalendarDate() {
  const { locale } = usePortalConfig();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (isoDate: string) => formatDate(format, new Date(`${isoDate}T00:00:00Z`));
}
