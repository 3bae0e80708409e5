import { Outlet } from '@tanstack/react-router';
import { AccountDataProvider } from './account-data';

/** Everything under /accounts shares one account lookup (§4), loaded with the first account screen. */
export default function AccountsLayout() {
  return (
    <AccountDataProvider>
      <Outlet />
    </AccountDataProvider>
  );
}
