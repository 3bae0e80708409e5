import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What analysts read on /flows, per atlas id, through Lingui: the atlas in machines/ is pure
 * data in English, and machines carry no sentences for the screen (STYLE rule 5).
 */
export const ATLAS_TEXT: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  configLoad: {
    title: msg`Configuration load`,
    description: msg`Service discovery by host name, then the admin configuration of that publisher; any failure shows the server-error page (SPEC §4 Configuration load).`,
  },
  session: {
    title: msg`Session and sign-in`,
    description: msg`Guest lookup by each method, secure sign-in (tokens, identity exchange, account lookup or the linking view), the secured-account and require-secure-sign-in checks, continue session, attempt counting, session timeout and logout; restores the persisted session after a reload (SPEC §4 Sign-in, §6, §8).`,
  },
  brandFooter: {
    title: msg`Alternative brand footer`,
    description: msg`Locates the visitor country from the footer URL, then loads that country’s link lists; falls back to the standard footer on failure (SPEC §2 Footer, §7 call 3).`,
  },
};
