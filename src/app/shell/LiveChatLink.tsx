import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { LIVE_CHAT_POPUP_SIZE } from '../../../contracts/constants';
import { usePortalConfig } from '../config-context';
import { configuredHref } from './links';

/** §2 Live Chat: shown when chat is enabled for the route; opens a 250x250 popup (§9). */
export function LiveChatLink({ route }: { route: string }) {
  const { LiveChat } = usePortalConfig().adminConfig;
  if (!LiveChat.ChatEnabled || !LiveChat.ChatUrl || !LiveChat.EnabledRoutes.includes(route)) return null;
  const href = configuredHref({ customUrl: LiveChat.ChatUrl });
  if (href === '#') return null;
  const { width, height } = LIVE_CHAT_POPUP_SIZE;
  return (
    <Anchor
      href={href}
      target="live-chat"
      rel="noopener"
      onClick={(event) => {
        const popup = window.open(href, 'live-chat', `popup,width=${width},height=${height}`);
        if (popup) event.preventDefault();
      }}
    >
      <Trans>Live Chat</Trans>
    </Anchor>
  );
}
