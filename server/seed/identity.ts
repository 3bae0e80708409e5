import { LINKED_IDENTITY_SUB, TWO_ACCOUNTS_IDENTITY_SUB } from './customers';

/** Users of the embedded identity provider; each signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Portal-demo-2026';

export interface SeedIdentityUser {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
  /** Accounts this identity is linked to (publisher global code and account number). */
  links: Array<{ globalCode: string; accountNumber: string }>;
  description: string;
}

export const SEED_IDENTITY_USERS: readonly SeedIdentityUser[] = [
  {
    sub: LINKED_IDENTITY_SUB,
    email: 'linked@northwind.example',
    givenName: 'Samantha',
    familyName: 'Reyes',
    emailVerified: true,
    links: [{ globalCode: 'NWM', accountNumber: '10000014' }],
    description: 'Secure sign-in linked to the secured Northwind account 10000014.',
  },
  {
    sub: '9b2e4f60-1c3d-4e5f-8a7b-6c5d4e3f2a10',
    email: 'new@northwind.example',
    givenName: 'Nora',
    familyName: 'Newman',
    emailVerified: true,
    links: [],
    description: 'Secure sign-in with no account yet: lands in the linking ("purgatory") view.',
  },
  {
    sub: TWO_ACCOUNTS_IDENTITY_SUB,
    email: 'two.accounts@northwind.example',
    givenName: 'Hugo',
    familyName: 'Brandt',
    emailVerified: true,
    links: [
      { globalCode: 'NWM', accountNumber: '10000045' },
      { globalCode: 'NWM', accountNumber: '10000046' },
    ],
    description: 'Secure sign-in linked to two Northwind accounts, 10000045 (print) and 10000046 (digital).',
  },
];
