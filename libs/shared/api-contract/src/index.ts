/**
 * Types of the shop's HTTP contract, generated from `openapi/api.yaml` into `./schema.ts`.
 * Regenerate with `npm run codegen -w @shop/api-contract`; never edit `schema.ts` by hand.
 */
import type { components, operations, operationsByTag, paths } from './schema';

export type { components, operations, operationsByTag, paths };

/** A named component schema, e.g. `Schema<'SiteSettings'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** A tag (domain) of the contract, e.g. `'cart'`. */
export type Tag = keyof operationsByTag;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type MultipartContent<T> = T extends { content: { 'multipart/form-data': infer Body } } ? Body : never;

/** The request body of an operation (JSON, else multipart fields); `never` when it takes none. */
export type RequestBody<Id extends OperationId> = operations[Id] extends { requestBody?: infer B }
  ? [JsonContent<NonNullable<B>>] extends [never]
    ? MultipartContent<NonNullable<B>>
    : JsonContent<NonNullable<B>>
  : never;

/** The JSON body of an operation's 200 reply (`{ payload: ... }`); `never` for 204 and binary replies. */
export type SuccessReply<Id extends OperationId> = operations[Id]['responses'] extends { 200: infer R }
  ? JsonContent<R>
  : never;

/** The `payload` of an operation's 200 reply, e.g. `Payload<'getCart'>['cart']`. */
export type Payload<Id extends OperationId> = SuccessReply<Id> extends { payload: infer P } ? P : never;

/** Query parameters of an operation. */
export type QueryParams<Id extends OperationId> = operations[Id]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/** Path parameters of an operation. */
export type PathParams<Id extends OperationId> = operations[Id]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;

/** The error reply every operation may answer with (HTTP 400-599). */
export type ErrorReply = components['schemas']['ErrorEnvelope'];
