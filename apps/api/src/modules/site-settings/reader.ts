import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { siteSettings, type SellerRequisites } from '../../db/schema';

// The settings other modules read. Only this folder queries the settings table: a module that needs a setting calls
// one of these, or puts a setting's subquery into its own statement when it must read it in the same snapshot.

/** The seller's requisites (invoices, the contact pages); null while none are stored. */
export async function findSeller(db: Db): Promise<SellerRequisites | null> {
  const rows = await db.select({ seller: siteSettings.seller }).from(siteSettings).limit(1);
  return rows[0]?.seller ?? null;
}

/** The shop's address for order letters; null while none is set (or no settings are stored). */
export async function findOrderEmail(db: Db): Promise<string | null> {
  const rows = await db.select({ orderEmail: siteSettings.orderEmail }).from(siteSettings).limit(1);
  return rows[0]?.orderEmail ?? null;
}

/**
 * One setting as a scalar subquery, for a statement of another module that reads it together with its own rows
 * (the checkout's one read). Null while no settings are stored, so the caller applies the default;
 * `freeShippingCost` comes as text, the exact decimal.
 */
export function settingSql(setting: 'freeShippingCost' | 'vatRate' | 'orderEmail'): SQL {
  switch (setting) {
    case 'freeShippingCost':
      return sql`(select free_shipping_cost::text from ${siteSettings} where id = 1)`;
    case 'vatRate':
      return sql`(select vat_rate from ${siteSettings} where id = 1)`;
    case 'orderEmail':
      return sql`(select order_email from ${siteSettings} where id = 1)`;
  }
}
