import { createHmac } from 'node:crypto';

/** Secrets an attacker tries first against an HS256 token. */
const GUESSED_SECRETS = ['secret', 'changeme', 'jwt-secret', 'shop', 'password', '', 'your-256-bit-secret'];

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Tokens that claim to be a root's, made from a customer's real access token: with `alg: none`,
 * with the role swapped under the original signature, without a signature, signed with guessed
 * secrets, and plain garbage. None of them may open anything a customer cannot.
 */
export function forgedTokens(customerToken: string): { label: string; token: string }[] {
  const [header = '', payload = '', signature = ''] = customerToken.split('.');
  const claims = { ...decode(payload), role: 'root' };
  const rootPayload = encode(claims);
  const hs256 = encode({ ...decode(header), alg: 'HS256' });
  const sign = (secret: string) => createHmac('sha256', secret).update(`${hs256}.${rootPayload}`).digest('base64url');
  return [
    { label: 'alg none', token: `${encode({ alg: 'none', typ: 'JWT' })}.${rootPayload}.` },
    { label: 'role swapped, same signature', token: `${header}.${rootPayload}.${signature}` },
    { label: 'signature stripped', token: `${header}.${rootPayload}` },
    { label: 'empty signature', token: `${header}.${rootPayload}.` },
    ...GUESSED_SECRETS.map((secret) => ({
      label: `HS256 with "${secret}"`,
      token: `${hs256}.${rootPayload}.${sign(secret)}`,
    })),
    { label: 'garbage', token: 'not.a.token' },
    { label: 'empty', token: '' },
  ];
}
