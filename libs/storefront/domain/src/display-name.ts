import type { User } from '@shop/domain';

/** How the header and the account greet a user: first and last name, else the email. */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim() !== '').join(' ');
  return name || user.email;
}
