import { Box, Group } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AccountDataProvider } from './account-data';
import { AccountNavigation } from './display/AccountNavigation';
import { AutomaticEmailAdd } from './profile/AutomaticEmailAdd';
import './styles';

/**
 * Everything under /accounts shares one account lookup (§4), loaded with the first account
 * screen, and the left navigation beside the screen.
 */
export default function AccountsLayout() {
  return (
    <AccountDataProvider>
      <AutomaticEmailAdd />
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <AccountNavigation />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Group>
    </AccountDataProvider>
  );
}
