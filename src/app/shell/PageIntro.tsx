import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useConfiguredText, usePortalConfig } from '../config-context';
import { findIntro, introKey } from './intro';

/**
 * §3 PageIntro: a label and a description per route, with the "*" entry as the default. The
 * page's h1 is the route's configured label, or the screen's own title when the route has no
 * entry (the "*" entry then gives only its description); a
 * hidden label stays available to screen readers.
 */
export function PageIntro({ title }: { title: string }) {
  const { own, label, description } = usePageIntro(title);
  return (
    <Stack gap={4} mb="md">
      {own?.hideLabel ? (
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

/** The route's PageIntro entry as the page shows it: the h1's label (the configured one, else `title`) and the description. */
export function usePageIntro(title: string) {
  const { adminConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { pathname } = useLocation();
  const intro = findIntro(adminConfig.PageIntro, introKey(pathname));
  // The "*" entry holds defaults: a screen's own title is more specific than the default label.
  const own = intro && intro.route !== '*' ? intro : undefined;
  const label = (own && text(own.label)) || title;
  const description = intro ? text(intro.description) : '';
  return { own, label, description };
}

/**
 * A flow's own heading under the page's h1: only when a configured label took the h1 (or hid it), so
 * that the flow's name is never said twice in a row.
 */
export function FlowTitle({ title }: { title: string }) {
  const { own, label } = usePageIntro(title);
  if (label === title && !own?.hideLabel) return null;
  return (
    <Title order={2} size="h3" mb="sm">
      {title}
    </Title>
  );
}
