import { Drawer, NavLink, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_NAVIGATION } from './account-navigation';

/** The left navigation the 48em menu toggle opens (§2 Header, §3 leftNavOpen). */
export function LeftNavigation({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Drawer opened={opened} onClose={onClose} title={t`Account navigation`} size="xs" closeButtonProps={{ 'aria-label': t`Close navigation` }}>
      <nav aria-label={t`Account`}>
        <Stack gap={0}>
          {ACCOUNT_NAVIGATION.map((item) => (
            <NavLink key={item.to} component={Link} to={item.to} label={i18n._(item.label)} onClick={onClose} />
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
