import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useBrandFooter } from '../../features/config/useBrandFooter';
import { useConfiguredText, usePortalConfig } from '../config-context';
import { CookiePreferencesLink } from './AnalyticsConsent';
import { ConfiguredLink } from './ConfiguredLink';
import { withCurrentYear } from './links';

/** The alternative brand footer: link lists fetched from remote lists, opened in new tabs. */
function BrandFooter() {
  const { t } = useLingui();
  const { adminConfig, clientConfig } = usePortalConfig();
  const { FooterUrl, CountryBaseUrl } = adminConfig.PageFooter.CustomFooter;
  const footer = useBrandFooter({ globalCode: clientConfig.globalCode, footerUrl: FooterUrl, countryBaseUrl: CountryBaseUrl });
  if (!footer) return <StandardLinks />;
  return (
    <nav aria-label={t`Brand`}>
      <SimpleGrid cols={{ base: 1, sm: footer.lists.length || 1 }}>
        {footer.lists.map((list) => (
          <Stack key={list.title} gap={4}>
            <Title order={2} size="h5">
              {list.title}
            </Title>
            {list.links.map((link) => (
              <Anchor key={link.url} href={link.url} target="_blank" rel="noopener noreferrer" size="sm" fw={link.style === 'bold' ? 700 : undefined}>
                {link.title}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </nav>
  );
}

function StandardLinks() {
  const { t } = useLingui();
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const links = adminConfig.PageFooter.Links;
  if (links.length === 0) return null;
  return (
    <nav aria-label={t`Footer`}>
      <Group gap="md">
        {links.map((link, i) => (
          <ConfiguredLink key={i} link={link} size="sm">
            {text(link.label)}
          </ConfiguredLink>
        ))}
      </Group>
    </nav>
  );
}

/** §2 Footer. */
export function Footer() {
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { PageFooter } = adminConfig;
  return (
    <footer>
      <Container size="lg" py="lg">
        <Stack gap="sm">
          {PageFooter.CustomFooter.Enabled ? <BrandFooter /> : <StandardLinks />}
          <CookiePreferencesLink />
          <Text size="xs" c="gray.7">
            {withCurrentYear(text(PageFooter.DisclaimerText))}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
