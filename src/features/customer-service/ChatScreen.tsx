import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LIVE_CHAT_POPUP_SIZE } from '../../../contracts/constants';
import { ConfiguredHtml } from '../../app/ConfiguredHtml';
import { useConfiguredText, usePortalConfig } from '../../app/config-context';
import { LiveChatLink } from '../../app/shell/LiveChatLink';
import { PageIntro } from '../../app/shell/PageIntro';

/** The route name LiveChat.EnabledRoutes uses for this screen. */
const CHAT_ROUTE = 'Chat';

/**
 * §2 Chat navigation entry ("layout not shown"): what live chat is (LiveChat.ChatText, configured
 * HTML) and the link that opens it in its 250x250 popup (§9) when the publisher enables chat on
 * this route; otherwise the other ways to reach customer service.
 */
export default function ChatScreen() {
  const { t } = useLingui();
  const { LiveChat } = usePortalConfig().adminConfig;
  const text = useConfiguredText();
  const chatText = text(LiveChat.ChatText);
  const available = LiveChat.ChatEnabled && Boolean(LiveChat.ChatUrl) && LiveChat.EnabledRoutes.includes(CHAT_ROUTE);
  const { width, height } = LIVE_CHAT_POPUP_SIZE;
  return (
    <Stack gap="md" maw={640}>
      <PageIntro title={t`Live Chat`} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm" align="flex-start">
          {chatText && <ConfiguredHtml html={chatText} />}
          {available ? (
            <>
              <Text>
                <Trans>
                  The chat opens in a small window of {width} by {height} pixels, so you can keep this page open beside it.
                </Trans>
              </Text>
              <LiveChatLink route={CHAT_ROUTE} />
            </>
          ) : (
            <Text>
              <Trans>Live chat is not available at the moment.</Trans>
            </Text>
          )}
        </Stack>
      </Paper>
      <Anchor component={Link} to="/accounts/customer-service" style={{ alignSelf: 'flex-start' }}>
        <Trans>Contact Customer Service</Trans>
      </Anchor>
    </Stack>
  );
}
