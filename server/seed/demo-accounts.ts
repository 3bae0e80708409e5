import { buildSeedCustomers } from './customers';
import { DEMO_PASSWORD, SEED_IDENTITY_USERS } from './identity';
import { SEED_PUBLISHERS } from './publishers';

/** The demo sign-ins, derived from the seed data (written to demo-accounts.json for people). */
export interface DemoAccount {
  publisherHost: string;
  accountNumber: string;
  /** As stored and as the form takes it: no spaces; '%' for a country without postal codes. */
  postalCode: string;
  email: string | null;
  name: string;
  address: { address1: string; city: string; state: string | null; postalCode: string; country: string };
  systemCode: string;
  status: string;
  description: string;
}

export interface DemoProviderUser {
  publisherHost: string;
  email: string;
  password: string;
  linkedAccounts: string[];
  description: string;
}

export function buildDemoAccounts(): { accounts: DemoAccount[]; providerUsers: DemoProviderUser[] } {
  const hostOf = (globalCode: string) => {
    const p = SEED_PUBLISHERS.find((x) => x.globalCode === globalCode)!;
    return p.hosts.find((h) => h.endsWith('.localhost')) ?? p.hosts[0]!;
  };
  const accounts = buildSeedCustomers().map((c) => ({
    publisherHost: hostOf(c.publisher),
    accountNumber: c.accountNumber,
    postalCode: c.address.postalCode,
    email: c.email,
    name: `${c.firstName} ${c.lastName}`,
    address: {
      address1: c.address.address1,
      city: c.address.city,
      state: c.address.state,
      postalCode: c.address.postalCode,
      country: c.address.country,
    },
    systemCode: c.systemCode,
    status: c.status,
    description: c.description,
  }));
  const providerUsers = SEED_IDENTITY_USERS.map((u) => ({
    publisherHost: hostOf(u.links[0]?.globalCode ?? 'NWM'),
    email: u.email,
    password: DEMO_PASSWORD,
    linkedAccounts: u.links.map((l) => `${l.globalCode} ${l.accountNumber}`),
    description: u.description,
  }));
  return { accounts, providerUsers };
}

export function demoAccountsJson(): string {
  return `${JSON.stringify(buildDemoAccounts(), null, 2)}\n`;
}
