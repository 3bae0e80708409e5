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
    title: msg`Session`,
    description: msg`Restores the persisted session after a reload and holds the two access states the routes guard on; logout clears everything (SPEC §4 Sign-in, §6).`,
  },
  brandFooter: {
    title: msg`Alternative brand footer`,
    description: msg`Locates the visitor country from the footer URL, then loads that country’s link lists; falls back to the standard footer on failure (SPEC §2 Footer, §7 call 3).`,
  },
};
