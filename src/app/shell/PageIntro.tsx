import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useConfiguredText, usePortalConfig } from '../config-context';
import { findIntro, introKey } from './intro';

/**
 * §3 PageIntro: a label and a description per route, with the "*" entry as the default. The
 * page's h1 is the configured label, or the screen's own title when none is configured; a
 * hidden label stays available to screen readers.
 */
export function PageIntro({ title }: { title: string }) {
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { pathname } = useLocation();
  const intro = findIntro(adminConfig.PageIntro, introKey(pathname));
  const label = (intro && text(intro.label)) || title;
  const description = intro ? text(intro.description) : '';
  return (
    <Stack gap={4} mb="md">
      {intro?.hideLabel ? (
        <VisuallyHidden>
          <h1>{label}</h1>
        </VisuallyHidden>
      ) : (
        <Title order={1}>{label}</Title>
      )}
      {description && <Text c="gray.7">{description}</Text>}
    </Stack>
  );
}
