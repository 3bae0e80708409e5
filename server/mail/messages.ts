import type { I18n } from '@lingui/core';
import { SUPPORTED_LOCALES, type TLocale } from '../../contracts/locales';
import { loadCatalogs } from '../i18n/catalog';

/**
 * The server's own words to the subscriber outside the identity provider's pages: the mails of
 * server/mail (a change's confirmation, the secured-account notice, the linking confirmation) and
 * the retention offer's term (server/services/orders/intellisel.ts). The English is the message id
 * of each `i18n._('…')` call; `npm run i18n:extract` writes them to
 * server/mail/locales/<locale>/mail.po (lingui.config.ts), where the French is translated and held
 * to the same completeness rules as every other catalog (tests/unit/i18n.test.ts). Read and
 * compiled once, at start-up (server/i18n/catalog.ts).
 */
export const MAIL_CATALOGS: Record<TLocale, I18n> = loadCatalogs(`${import.meta.dirname}/locales`, 'mail', SUPPORTED_LOCALES);
