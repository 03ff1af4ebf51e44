import type {
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  SuccessReply,
  Tag,
  operationsByTag,
} from '@shop/api-contract';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';

type OrUnknown<T> = [T] extends [never] ? unknown : T;

/** A request to a contract operation, typed from the generated contract (already validated against it). */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: OrUnknown<RequestBody<Id>>;
  Querystring: OrUnknown<QueryParams<Id>>;
  Params: OrUnknown<PathParams<Id>>;
}>;

/** A handler of one operation: returns the 200 body, or answers through `reply` (204, files). */
export type OperationHandler<Id extends OperationId> = (
  req: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<OrUnknown<SuccessReply<Id>> | FastifyReply>;

/** Route options a handler may add to what the contract defines. */
type RouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;

/** An operation's handler, alone or with route options (a body limit, say). */
export type OperationRoute<Id extends OperationId> =
  OperationHandler<Id> | (RouteExtras & { handler: OperationHandler<Id> });

/** The handlers of one contract tag (domain), keyed by operationId; a missing one answers 501. */
export type Handlers<T extends Tag> = { [Id in operationsByTag[T] & OperationId]?: OperationRoute<Id> };

/** Handlers of any operations, as the contract registration consumes them. */
export type OperationHandlers = Readonly<
  Record<string, RouteHandlerMethod | (RouteExtras & { handler: RouteHandlerMethod })>
>;

/** Widens typed handlers for registration: the contract's validation guarantees the request types. */
export function untyped<T extends Tag>(handlers: Handlers<T>): OperationHandlers {
  return handlers as unknown as OperationHandlers;
}
