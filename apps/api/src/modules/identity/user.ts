import type { Schema } from '@shop/api-contract';
import type { users } from '../../db/schema';

/** Roles of SPEC section 3. */
export type Role = Schema<'Role'>;

/** A users row as the database returns it. */
export type UserRow = typeof users.$inferSelect;

/**
 * A phone as stored: Russian numbers as +7XXXXXXXXXX (8 915 123-45-67, +7 (915) 123-45-67 and
 * 9151234567 alike); others as '+' and digits when given with '+', else digits only.
 */
export function normalisePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return `+7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith('9')) return `+7${digits}`;
  return input.trim().startsWith('+') ? `+${digits}` : digits;
}

/** An email as stored: trimmed (case kept; comparisons use lower()). */
export function normaliseEmail(input: string): string {
  return input.trim();
}

/** A user as an order names them (the contract's UserRef). */
export interface UserRefRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  companyTitle: string | null;
}
