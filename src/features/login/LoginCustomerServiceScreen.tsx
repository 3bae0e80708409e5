import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ConfiguredHtml } from '../../app/ConfiguredHtml';
import { useConfiguredText, usePortalConfig } from '../../app/config-context';
import { LiveChatLink } from '../../app/shell/LiveChatLink';
import { PageIntro } from '../../app/shell/PageIntro';
import { ContactForm } from '../customer-service/ContactForm';

/**
 * §2 /loginCS ("suggests a customer-service entry; contents not shown"). Ours: for a visitor whose
 * self-service sign-in failed, the publisher's own contact text (sanitised), each product's
 * customer-service address, live chat where enabled, the contact form (which works signed out,
 * on the anonymous session), and the ways back to sign in.
 */
export default function LoginCustomerServiceScreen() {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { SignIn, CustomerService } = adminConfig;
  const contactText = text(SignIn.ContactCustomerServiceText);
  const addresses = [...new Map(CustomerService.Products.map((p) => [p.custServEmailAddress, text(p.name)])).entries()];
  return (
    <Stack gap="lg" maw={640}>
      <PageIntro title={t`Contact Customer Service`} />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            <Trans>We are here to help</Trans>
          </Title>
          <Text>
            <Trans>If you cannot find your account, our customer service team can find it for you and answer your questions.</Trans>
          </Text>
          {contactText && <ConfiguredHtml html={contactText} />}
          {addresses.length > 0 && (
            <List>
              {addresses.map(([address, name]) => (
                <List.Item key={address}>
                  {name}:{' '}
                  <Anchor href={`mailto:${address}`} td="underline">
                    {address}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          <LiveChatLink route="SignIn" />
        </Stack>
      </Paper>
      <Stack gap={4}>
        <Text fw={600}>
          <Trans>Before you write, you can also try:</Trans>
        </Text>
        <List>
          <List.Item>
            <Trans>signing in with your email and postal code, or your name and address, instead of your account number;</Trans>
          </List.Item>
          <List.Item>
            <Trans>looking for your account number above your name on the mailing label of your magazine.</Trans>
          </List.Item>
        </List>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Trans>Send us a message</Trans>
        </Title>
        <ContactForm />
      </Stack>
      <Anchor component={Link} to="/login">
        <Trans>Return to Sign In</Trans>
      </Anchor>
    </Stack>
  );
}
