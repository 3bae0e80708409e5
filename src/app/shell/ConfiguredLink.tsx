import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { configuredHref, newTabProps } from './links';

interface ConfiguredLinkProps extends AnchorProps {
  link: { customUrl?: string | undefined; protocol?: string | undefined; selectedRoute?: string | undefined; newTab?: boolean | undefined };
  children: ReactNode;
}

/**
 * A configured link: a path on this site navigates inside the SPA (no reload, no second
 * configuration load); anything else is an ordinary link, in a new tab when flagged.
 */
export function ConfiguredLink({ link, children, ...props }: ConfiguredLinkProps) {
  const href = configuredHref(link);
  if (href.startsWith('/') && !link.newTab) {
    return (
      <Anchor component={Link} to={href} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} {...newTabProps(link.newTab)} {...props}>
      {children}
    </Anchor>
  );
}
