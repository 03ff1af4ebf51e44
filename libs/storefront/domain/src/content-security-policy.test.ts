import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createCspNonce, CSP_NONCE_PLACEHOLDER, fileOriginsOf } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('runs only scripts with the nonce or loaded by them, and lets nothing frame, embed or rebase the page', () => {
    const policy = contentSecurityPolicy('abc', { fileOrigins: [] });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("img-src 'self' data: blob:;");
  });

  it('lets images come from the file storage’s own host', () => {
    const policy = contentSecurityPolicy('abc', { fileOrigins: fileOriginsOf('https://files.example.ru/shop/') });
    expect(policy).toContain("img-src 'self' data: blob: https://files.example.ru;");
    expect(fileOriginsOf('/storage')).toEqual([]);
    expect(fileOriginsOf(undefined)).toEqual([]);
  });
});

describe('createCspNonce', () => {
  it('is 128 random bits in base64, new every time, never the placeholder', () => {
    const nonces = new Set(Array.from({ length: 50 }, createCspNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces.has(CSP_NONCE_PLACEHOLDER)).toBe(false);
  });
});
