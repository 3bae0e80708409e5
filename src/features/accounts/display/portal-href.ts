import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * Link props for a built href (configured renewal URLs, action routes with ?order=): a path on
 * this site navigates inside the SPA, keeping the session and the loaded data; anything else is
 * an ordinary link. A modified click (new tab, new window) is left to the browser.
 */
export function usePortalHref(href: string) {
  const router = useRouter();
  const internal = href.startsWith('/') && !href.startsWith('//');
  return {
    href,
    onClick: internal
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          void router.navigate({ href });
        }
      : undefined,
  };
}
