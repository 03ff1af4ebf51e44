import { createContext, useContext, type ReactNode } from 'react';
import type { DashboardApi } from './dashboard-api';

const DashboardApiContext = createContext<DashboardApi | null>(null);

/** Gives the dashboard its API (the app passes the real one, tests a fake). */
export function DashboardApiProvider({ api, children }: { api: DashboardApi; children: ReactNode }) {
  return <DashboardApiContext value={api}>{children}</DashboardApiContext>;
}

/** The dashboard API of the nearest {@link DashboardApiProvider}. */
export function useDashboardApi(): DashboardApi {
  const api = useContext(DashboardApiContext);
  if (!api) throw new Error('useDashboardApi needs a <DashboardApiProvider> above it');
  return api;
}
