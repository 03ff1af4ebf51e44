import type { Access } from './contract.ts';
import type { Reply } from './http.ts';

export type Role = 'anonymous' | 'customer' | 'root';

/** What was sent, as far as the checks need to know. */
export interface Sent {
  access: Access;
  role: Role;
  /** `valid`, or the name of the hostile variant. */
  variant: string;
  /** The variant may break routing (path, query, address length): any refusal is fine, an admin route's included. */
  touchesRouting: boolean;
  /** The request carried a Bearer token that is not a real root's. */
  forgedToken: boolean;
  /** The variant breaks a rule of the contract (blank required text, a value outside an enum): a 2xx is a failure. */
  mustRefuse?: boolean;
}

/** The highest code of the error catalogue (SPEC 6). */
const MAX_ERROR_CODE = 32;

/** What an error reply must never show: stack frames, SQL and driver wording, source paths. */
const LEAK_PATTERNS: RegExp[] = [
  /\bat [^\s()]+ \(?[^\s()]+:\d+:\d+\)?/,
  /node_modules|\/src\/[\w/-]+\.ts/,
  /syntax error at or near|violates [\w ]*constraint|duplicate key value|invalid input syntax|SQLSTATE|relation "\w+"|column "\w+"|pg_\w+/i,
  /\b(?:select|insert into|update|delete from)\b[^"]{0,80}\b(?:from|where|values|set)\b/i,
  /TypeError|ReferenceError|RangeError|Cannot read propert/,
];

/**
 * The problems with one reply, empty when it is fine: no 5xx (every operation has a handler, so not even 501), errors in the
 * envelope `{ error: 0..32, message: Russian }`, nothing leaked, admin operations closed to everybody
 * but a real root.
 */
export function checkReply(sent: Sent, reply: Reply, secrets: readonly string[]): string[] {
  const problems: string[] = [];
  const body = parseJson(reply.body);
  const isEnvelope = isErrorEnvelope(body);

  if (reply.status >= 500) problems.push(`HTTP ${reply.status}`);
  if (reply.status >= 400 && !isEnvelope)
    problems.push(`HTTP ${reply.status} outside the envelope: ${reply.body.slice(0, 200) || '(empty body)'}`);
  // Code 0 is "something unexpected": a refusal says which rule it applies (429 has no code of its own).
  if (isEnvelope && body.error === 0 && reply.status < 500 && reply.status !== 429)
    problems.push(`HTTP ${reply.status} with code 0 instead of a catalogue code`);
  if (reply.status >= 400 && reply.headers['content-type']?.toString().startsWith('application/json') !== true) {
    problems.push(`HTTP ${reply.status} is not application/json (${String(reply.headers['content-type'])})`);
  }
  if (reply.status >= 400) {
    for (const pattern of LEAK_PATTERNS)
      if (pattern.test(reply.body))
        problems.push(`the reply shows internals (${pattern.source.slice(0, 40)}…): ${reply.body.slice(0, 300)}`);
  }
  for (const secret of secrets)
    if (secret !== '' && reply.body.includes(secret)) problems.push('the reply contains a secret of the server');

  const stranger = sent.role !== 'root' || sent.forgedToken;
  if (sent.access === 'admin' && stranger) {
    if (reply.status < 400)
      problems.push(
        `an admin operation answered ${reply.status} to ${sent.forgedToken ? 'a forged token' : `a ${sent.role}`}`,
      );
    else if (!sent.touchesRouting && reply.status !== 401 && reply.status !== 403) {
      problems.push(
        `an admin operation answered ${reply.status} (not 401/403) to ${sent.forgedToken ? 'a forged token' : `a ${sent.role}`}: it looked at the request first`,
      );
    }
  }
  if (sent.forgedToken && reply.status < 400 && sent.access !== 'public')
    problems.push(`a forged token was accepted (HTTP ${reply.status})`);
  if (sent.mustRefuse === true && reply.status < 400)
    problems.push(`${sent.variant}: accepted (HTTP ${reply.status}) instead of refused with code 12`);
  return problems;
}

export function isErrorEnvelope(body: unknown): body is { error: number; message: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return (
    Number.isInteger(error) &&
    (error as number) >= 0 &&
    (error as number) <= MAX_ERROR_CODE &&
    typeof message === 'string' &&
    /[а-яё]/i.test(message)
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
