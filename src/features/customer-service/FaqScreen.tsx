import '@mantine/core/styles/Accordion.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ConfiguredHtml } from '../../app/ConfiguredHtml';
import { useConfiguredText, usePortalConfig } from '../../app/config-context';
import { LiveChatLink } from '../../app/shell/LiveChatLink';
import { PageIntro } from '../../app/shell/PageIntro';

/**
 * §2 FAQ navigation entry ("layout not shown"): the publisher's questions and answers
 * (CustomerService.FaqEntries; answers are configured HTML, sanitised), then the ways to ask more.
 */
export default function FaqScreen() {
  const { t } = useLingui();
  const { FaqEntries } = usePortalConfig().adminConfig.CustomerService;
  const text = useConfiguredText();
  return (
    <Stack gap="md" maw={720}>
      <PageIntro title={t`Frequently Asked Questions`} />
      {FaqEntries.length === 0 ? (
        <Text>
          <Trans>There are no questions here yet.</Trans>
        </Text>
      ) : (
        <Accordion multiple variant="separated">
          {FaqEntries.map((entry, index) => (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.Control>
                <Title order={2} size="h4" component="span">
                  {text(entry.question)}
                </Title>
              </Accordion.Control>
              <Accordion.Panel>
                <ConfiguredHtml html={text(entry.answer)} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      <Stack gap={4} align="flex-start">
        <Text fw={600}>
          <Trans>Did not find your answer?</Trans>
        </Text>
        <Anchor component={Link} to="/accounts/customer-service">
          <Trans>Contact Customer Service</Trans>
        </Anchor>
        <LiveChatLink route="Faq" />
      </Stack>
    </Stack>
  );
}
