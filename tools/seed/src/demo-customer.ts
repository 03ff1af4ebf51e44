import argon2 from 'argon2';
import type { SqlClient } from './sql-client';

/**
 * The demo catalogue's customer: a confirmed account in a customer group, so anyone trying the shop can
 * sign in and see group prices instead of base prices. The password is fixed and printed by the run
 * command: this is demo data, never a real account.
 */
export const DEMO_CUSTOMER = {
  email: 'demo@tachosnab.local',
  password: 'demo-pokupatel',
  firstName: 'Демо',
  lastName: 'Покупатель',
  companyTitle: 'ООО «Демо Транс»',
  phone: '+79160000000',
} as const;

/**
 * Creates {@link DEMO_CUSTOMER} in the customer group `customerGroupId` and returns its id; does nothing (null)
 * when the email is taken. Hashed with argon2id: the API verifies any argon2 hash by the parameters it carries (and upgrades
 * it to its own parameters at the first sign-in).
 */
export async function seedDemoCustomer(db: SqlClient, customerGroupId: string): Promise<string | null> {
  const passwordHash = await argon2.hash(DEMO_CUSTOMER.password, { type: argon2.argon2id });
  const inserted = await db.query(
    `insert into users (email, password_hash, first_name, last_name, company_title, phone, role, email_confirmed_at, customer_group_id)
     select $1, $2, $3, $4, $5, $7, 'customer', now(), $6
     where not exists (select 1 from users where lower(email) = lower($1))
     returning id`,
    [
      DEMO_CUSTOMER.email,
      passwordHash,
      DEMO_CUSTOMER.firstName,
      DEMO_CUSTOMER.lastName,
      DEMO_CUSTOMER.companyTitle,
      customerGroupId,
      DEMO_CUSTOMER.phone,
    ],
  );
  return (inserted.rows[0] as { id: string } | undefined)?.id ?? null;
}
