import { AppError, ErrorCode } from '@shop/errors';

/** SQLSTATEs of constraint violations and the catalogue codes they become (DESIGN "Data"). */
const constraintCodes: Readonly<Record<string, ErrorCode>> = {
  '23505': ErrorCode.UniqueViolation,
  '23503': ErrorCode.ForeignKeyViolation,
  // PostgreSQL 18 (PGlite) reports ON DELETE RESTRICT as restrict_violation; 15 reports 23503.
  '23001': ErrorCode.ForeignKeyViolation,
  '23514': ErrorCode.CheckViolation,
  // Data exceptions: a value the contract let through but a column cannot hold. The contract's bounds
  // (and the NUL check of http/validation) are meant to stop them first; this keeps a gap a 400, not a 500.
  '22001': ErrorCode.CheckViolation, // string too long for its column
  '22003': ErrorCode.CheckViolation, // number out of its column's range
  '22007': ErrorCode.CheckViolation, // invalid date/time text
  '22008': ErrorCode.CheckViolation, // date/time out of range
  '22021': ErrorCode.CheckViolation, // a character the encoding cannot hold (NUL)
  '22P02': ErrorCode.CheckViolation, // text that is not a uuid/number
  '22P05': ErrorCode.CheckViolation, // a character with no equivalent in the encoding
};

/**
 * The one place where PostgreSQL constraint violations and data exceptions (from `pg` or PGlite, possibly wrapped in
 * Drizzle's `DrizzleQueryError`) become `AppError`s; undefined for any other value.
 */
export function pgErrorToAppError(err: unknown): AppError | undefined {
  const sqlState = findSqlState(err);
  if (sqlState === undefined) return undefined;
  const code = constraintCodes[sqlState];
  return code === undefined ? undefined : new AppError(code, { cause: err });
}

function findSqlState(err: unknown): string | undefined {
  return findDriverError(err)?.code;
}

/** The name of the constraint or unique index a violation names (`product_slug_key`); undefined for other errors. */
export function violatedConstraint(err: unknown): string | undefined {
  const name = findDriverError(err)?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** The driver's error (`pg` or PGlite) inside whatever wraps it, recognised by its SQLSTATE. */
function findDriverError(err: unknown): { code: string; constraint?: unknown } | undefined {
  // Drizzle wraps the driver error in `cause`; a short walk also covers a service's own wrapping.
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && current instanceof Error)
      return current as Error & { code: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
