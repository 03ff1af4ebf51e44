import { clientAddress, Prng } from '@shop/tools-kit';
import fc from 'fast-check';
import { bearer, type Account } from './accounts.ts';
import { checkReply, parseJson, type Role } from './checks.ts';
import type { Contract, Operation } from './contract.ts';
import { VARIANTS, type Variant } from './hostile.ts';
import type { RawClient } from './http.ts';
import { Summary } from './report.ts';
import { encodeRequest, pathOf, validParts, type RawRequest, type RequestParts } from './requests.ts';
import { forgedTokens } from './tokens.ts';
import { harvestIds, IdPool } from './values.ts';

/** Share of requests sent as the contract describes them; the rest are hostile variants. */
const VALID_SHARE = 0.35;
const ROLES: readonly Role[] = ['anonymous', 'customer', 'root'];
/** Operations that end the session they are called with: during the run they get a real token of an ended session. */
const SESSION_ENDING = new Set(['logout']);
/** The API's words for a request its contract validation refused (apps/api/src/http/error-reply.ts). */
const VALIDATION_MESSAGE = 'Проверьте правильность заполнения полей';
/**
 * The API's smallest request body limit: a JSON operation takes twice its longest valid body, 16 KiB at least
 * (apps/api/src/http/contract.ts, jsonBodyLimit), so a body over 16 KiB may be over its operation's limit.
 */
const SMALLEST_BODY_LIMIT = 16 * 1024;

export interface Failure {
  index: number;
  operationId: string;
  role: Role;
  variant: string;
  request: RawRequest;
  status: number | undefined;
  problems: string[];
}

export interface RunSettings {
  client: RawClient;
  contract: Contract;
  accounts: readonly Account[];
  requests: number;
  seed: number;
  concurrency: number;
  /** Texts that must never appear in a reply (the JWT secret, passwords, the database URL, the source folder). */
  secrets: readonly string[];
  onProgress?: (done: number) => void;
}

/** The seed of request `index` of a run: independent of how many requests ran before it, so one can be replayed. */
function requestSeed(runSeed: number, index: number): number {
  return Math.floor(new Prng((runSeed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0).next() * 2 ** 32);
}

/**
 * Walks the operations in turn (request i goes to operation i mod n, as anonymous, customer and root in
 * turn), each request valid or one hostile variant, generated from the run's seed and its index.
 */
export async function runFuzz(settings: RunSettings): Promise<{ summary: Summary; failures: Failure[] }> {
  const { contract, accounts } = settings;
  const operations = contract.operations();
  const pool = new IdPool(500, new Set(accounts.map((a) => a.id)));
  const customer = accounts.find((a) => a.role === 'customer');
  if (customer === undefined) throw new Error('the run needs a customer account');
  const forged = [
    ...forgedTokens(customer.accessToken),
    ...accounts.map((a) => ({ label: `ended ${a.role} session`, token: a.endedToken })),
  ];
  const partsOf = new Map(operations.map((op) => [op.id, validParts(contract, op, pool)]));
  const summary = new Summary();
  const failures: Failure[] = [];

  let next = 0;
  const worker = async () => {
    for (let index = next++; index < settings.requests; index = next++) {
      const op = operations[index % operations.length] as Operation;
      const role = ROLES[Math.floor(index / operations.length) % ROLES.length] as Role;
      const seed = requestSeed(settings.seed, index);
      const random = new Prng(seed);
      const [parts] = fc.sample(partsOf.get(op.id) as fc.Arbitrary<RequestParts>, { seed, numRuns: 1 }) as [
        RequestParts,
      ];
      const account = accounts.find((a) => a.role === role);
      const token =
        account === undefined ? undefined : SESSION_ENDING.has(op.id) ? account.endedToken : account.accessToken;
      const headers: Record<string, string> = {
        'x-forwarded-for': clientAddress(index),
        ...(token === undefined ? {} : bearer(token)),
      };
      const valid = random.chance(VALID_SHARE);
      const variant = valid
        ? undefined
        : hostileRequest(random, { contract, op, parts, headers, random, forgedTokens: forged });
      const request = variant?.request ?? encodeRequest(contract, op, parts, headers);
      const variantName = variant?.variant.name ?? 'valid';
      // Any change of the Authorization header (forged, garbage, removed) makes the sender a stranger.
      const forgedToken = request.headers['authorization'] !== headers['authorization'];
      // A changed path (an undecodable parameter, say) may be refused by the router, before any guard.
      const touchesRouting =
        variant?.variant.touchesRouting === true || !request.path.startsWith(pathOf(op, parts.path));
      const sent = {
        access: op.access,
        role,
        variant: variantName,
        touchesRouting,
        forgedToken,
        mustRefuse: variant?.variant.mustRefuse === true,
      };
      try {
        const reply = await settings.client.send(request);
        const body = parseJson(reply.body);
        if (reply.status < 300) harvestIds(body, pool);
        const refusedValid =
          variant === undefined &&
          reply.status === 400 &&
          (body as { message?: unknown } | undefined)?.message === VALIDATION_MESSAGE;
        summary.add({
          index,
          operationId: op.id,
          role,
          variant: variantName,
          status: reply.status,
          milliseconds: reply.milliseconds,
          refusedValid,
        });
        const problems = checkReply(sent, reply, settings.secrets);
        if (problems.length > 0)
          failures.push({
            index,
            operationId: op.id,
            role,
            variant: variantName,
            request,
            status: reply.status,
            problems,
          });
      } catch (err) {
        summary.add({
          index,
          operationId: op.id,
          role,
          variant: variantName,
          status: 0,
          milliseconds: 0,
          refusedValid: false,
        });
        // A body over its operation's limit may be answered (413) and the connection closed before it is all sent;
        // the client then sees only the closed connection (EPIPE while still writing, when the answer loses the
        // race). A server that died instead fails every request after this one and the check after the run.
        // Anything else without a reply is a failure.
        const closedOnOversizedBody =
          (request.body?.length ?? 0) > SMALLEST_BODY_LIMIT &&
          ['EPIPE', 'ECONNRESET'].includes(String((err as { code?: unknown }).code));
        if (!closedOnOversizedBody) {
          failures.push({
            index,
            operationId: op.id,
            role,
            variant: variantName,
            request,
            status: undefined,
            problems: [`no reply: ${(err as Error).message}`],
          });
        }
      }
      settings.onProgress?.(summary.total);
    }
  };
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  return { summary, failures };
}

/** A random hostile variant that applies to the operation (the next one in turn when it does not). */
function hostileRequest(
  random: Prng,
  context: Parameters<Variant['build']>[0],
): { variant: Variant; request: RawRequest } | undefined {
  const start = random.int(0, VARIANTS.length - 1);
  for (let i = 0; i < VARIANTS.length; i++) {
    const variant = VARIANTS[(start + i) % VARIANTS.length] as Variant;
    const request = variant.build(context);
    if (request !== undefined) return { variant, request };
  }
  return undefined;
}
