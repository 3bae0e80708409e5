import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useBrandFooter } from '../../features/config/useBrandFooter';
import { useConfiguredText, usePortalConfig } from '../config-context';
import { CookiePreferencesLink } from './AnalyticsConsent';
import { ConfiguredLink } from './ConfiguredLink';
import { withCurrentYear } from './links';

/** The alternative brand footer: link lists fetched from remote lists, opened in new tabs. */
function BrandFooter({ onContentChange }: { onContentChange: () => void }) {
  const { t } = useLingui();
  const { adminConfig, clientConfig } = usePortalConfig();
  const { FooterUrl, CountryBaseUrl } = adminConfig.PageFooter.CustomFooter;
  const footer = useBrandFooter({ globalCode: clientConfig.globalCode, footerUrl: FooterUrl, countryBaseUrl: CountryBaseUrl });
  useLayoutEffect(onContentChange, [footer, onContentChange]);
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

/**
 * The shell pins the footer to the bottom of a short page (main fills what is left). When the footer
 * grew after the first paint (the brand lists replacing the standard links while the screen was still
 * loading), main gave up the room and the footer jumped up, then down again once the screen grew: a
 * layout shift (issue 15, Boréale /login CLS 0.027). The returned function, called in a layout effect
 * right after the footer's content changed (before the browser paints), lets main keep the height it
 * had, so the footer grows downward instead. A resize of the window lets the page fill it again.
 */
function useFooterGrowsDownward(footerRef: RefObject<HTMLElement | null>) {
  const settled = useRef({ footer: 0, main: 0 });
  useLayoutEffect(() => {
    const footer = footerRef.current;
    const main = document.getElementById('main');
    if (!footer || !main || typeof ResizeObserver === 'undefined') return;
    const record = () => {
      settled.current = { footer: footer.offsetHeight, main: main.offsetHeight };
    };
    const observer = new ResizeObserver(record);
    observer.observe(footer);
    observer.observe(main);
    const release = () => {
      main.style.minHeight = '';
      record();
    };
    window.addEventListener('resize', release);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', release);
      main.style.minHeight = '';
    };
  }, [footerRef]);
  return useCallback(() => {
    const footer = footerRef.current;
    const main = document.getElementById('main');
    if (!footer || !main) return;
    const before = settled.current;
    // Nothing laid out yet (the content's first render, before the first frame): nothing on screen can
    // move, and reading the heights would force a layout of the whole page inside the render.
    if (before.main === 0) return;
    if (footer.offsetHeight > before.footer && main.offsetHeight < before.main) main.style.minHeight = `${before.main}px`;
  }, [footerRef]);
}

/** §2 Footer. */
export function Footer() {
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { PageFooter } = adminConfig;
  const ref = useRef<HTMLElement>(null);
  const keepTop = useFooterGrowsDownward(ref);
  return (
    <footer ref={ref}>
      <Container size="lg" py="lg">
        <Stack gap="sm">
          {PageFooter.CustomFooter.Enabled ? <BrandFooter onContentChange={keepTop} /> : <StandardLinks />}
          <CookiePreferencesLink />
          <Text size="xs" c="gray.7">
            {withCurrentYear(text(PageFooter.DisclaimerText))}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
