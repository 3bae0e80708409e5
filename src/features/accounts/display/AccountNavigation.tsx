import { useLingui } from '@lingui/react/macro';
import { Box, NavLink } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import { SMALL_SCREEN_BREAKPOINT } from '../../../../contracts/constants';
import { ACCOUNT_NAVIGATION } from '../../../app/shell/account-navigation';

/** Mantine's "sm" breakpoint: from here on the account area shows its left navigation. */
const WIDE_SCREEN_QUERY = `(min-width: ${SMALL_SCREEN_BREAKPOINT})`;

/**
 * The desktop left navigation of the account area (§2 Other screens), the current screen marked
 * for screen readers too. Mantine's "sm" breakpoint is 48em, SMALL_SCREEN_BREAKPOINT (§9): below
 * it the header's menu toggle opens the same entries in a drawer, and this one is not rendered at
 * all (it would be hidden, and its thirteen links are a third of a phone's first render, issue 15).
 */
export function AccountNavigation() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  if (!wide) return null;
  return (
    <Box component="nav" aria-label={t`Account navigation`} visibleFrom="sm" w={220} style={{ flexShrink: 0 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ACCOUNT_NAVIGATION.map((item) => {
          const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
          return (
            <li key={item.to}>
              <NavLink component={Link} to={item.to} label={i18n._(item.label)} active={current} aria-current={current ? 'page' : undefined} />
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
