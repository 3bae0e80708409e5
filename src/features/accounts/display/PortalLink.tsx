import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePortalHref } from './portal-href';

export function PortalLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor {...props} {...usePortalHref(href)}>
      {children}
    </Anchor>
  );
}

/** A link that looks like a button: the primary actions. */
export function PortalButtonLink({ href, children, ...props }: ButtonProps & { href: string; children: ReactNode }) {
  return (
    <Button component="a" {...props} {...usePortalHref(href)}>
      {children}
    </Button>
  );
}
