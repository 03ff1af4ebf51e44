/** An object whose values may be sent as `null`. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * SPEC 5: in login, register, refresh, password and admin user payloads every empty or falsy value
 * ('' , undefined, false, 0, NaN) is sent as `null`; the API treats `null` as "not given".
 * @example toNullPayload({ email: 'a@b.ru', phone: '' }) // { email: 'a@b.ru', phone: null }
 */
export function toNullPayload<T extends object>(fields: T): Nullable<T> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) out[name] = value ? value : null;
  return out as Nullable<T>;
}
