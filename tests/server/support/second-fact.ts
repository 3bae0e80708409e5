import demo from '../../../server/seed/demo-accounts.json';

/**
 * The last name a lookup by account number of an address without a postal code ('%') must carry
 * (issue 16): the last word of the demo account's name ('Al Mansouri' is matched without spaces).
 */
export function secondFactOf(accountNumber: string, postalCode: string): { lastName?: string } {
  if (postalCode !== '%') return {};
  const name = demo.accounts.find((a) => a.accountNumber === accountNumber)?.name ?? '';
  const lastName = accountNumber === '20000006' ? 'Al Mansouri' : name.split(' ').at(-1);
  return lastName ? { lastName } : {};
}
