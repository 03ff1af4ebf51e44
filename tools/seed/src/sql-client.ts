/** The one thing the seed needs from a database: a parameterised query ($1, $2…) returning rows. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}
