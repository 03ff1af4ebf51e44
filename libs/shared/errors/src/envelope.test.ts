import { describe, expect, it } from 'vitest';
import { isErrorEnvelope } from './envelope';

describe('isErrorEnvelope', () => {
  it('accepts envelopes with and without details', () => {
    expect(isErrorEnvelope({ error: 6, message: 'Запись не найдена' })).toBe(true);
    expect(isErrorEnvelope({ error: 12, message: 'x', details: [{ field: 'email', message: 'y' }] })).toBe(true);
    expect(isErrorEnvelope({ error: 12, message: 'x', details: [] })).toBe(true);
  });

  it('rejects everything else', () => {
    expect(isErrorEnvelope(null)).toBe(false);
    expect(isErrorEnvelope(undefined)).toBe(false);
    expect(isErrorEnvelope('Возникла ошибка')).toBe(false);
    expect(isErrorEnvelope([])).toBe(false);
    expect(isErrorEnvelope({ error: '6', message: 'x' })).toBe(false);
    expect(isErrorEnvelope({ error: Number.NaN, message: 'x' })).toBe(false);
    expect(isErrorEnvelope({ error: 6 })).toBe(false);
    expect(isErrorEnvelope({ message: 'x' })).toBe(false);
    expect(isErrorEnvelope({ payload: { cart: {} } })).toBe(false);
    expect(isErrorEnvelope({ error: 12, message: 'x', details: 'bad' })).toBe(false);
    expect(isErrorEnvelope({ error: 12, message: 'x', details: [{ field: 'email' }] })).toBe(false);
  });
});
