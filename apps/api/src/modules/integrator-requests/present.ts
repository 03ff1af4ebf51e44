import type { Schema } from '@shop/api-contract';
import type { RequestWithUser } from './repository';

/** An integrator request as the contract describes it. */
export type IntegratorRequest = Schema<'IntegratorRequest'>;

/** The contract's IntegratorRequest of a row and its customer. */
export function presentRequest({ request, user }: RequestWithUser): IntegratorRequest {
  return {
    id: request.id,
    status: request.status,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      companyTitle: user.companyTitle,
    },
    companyTitle: request.companyTitle,
    inn: request.inn,
    phone: request.phone,
    region: request.region,
    website: request.website,
    comment: request.comment,
    adminComment: request.adminComment,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
