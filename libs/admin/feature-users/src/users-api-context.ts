import { createApiSeam } from '@shop/admin-data-access';
import type { UsersApi } from './users-api';

const usersApiSeam = createApiSeam<UsersApi>('UsersApi');

/** Gives the user pages their API (the app passes the real one, tests a fake). */
export const UsersApiProvider = usersApiSeam.Provider;

/** The API of the nearest {@link UsersApiProvider}. */
export const useUsersApi = usersApiSeam.useApi;
