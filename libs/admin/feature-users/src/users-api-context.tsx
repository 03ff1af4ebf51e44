import { createContext, useContext, type ReactNode } from 'react';
import type { UsersApi } from './users-api';

const UsersApiContext = createContext<UsersApi | null>(null);

/** Gives the user pages their API (the app passes the real one, tests a fake). */
export function UsersApiProvider({ api, children }: { api: UsersApi; children: ReactNode }) {
  return <UsersApiContext value={api}>{children}</UsersApiContext>;
}

/** The users API of the nearest {@link UsersApiProvider}. */
export function useUsersApi(): UsersApi {
  const api = useContext(UsersApiContext);
  if (!api) throw new Error('useUsersApi needs a <UsersApiProvider> above it');
  return api;
}
