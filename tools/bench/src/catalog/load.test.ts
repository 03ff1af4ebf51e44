import { describe, expect, it } from 'vitest';
import { MAX_MEASURED_SECONDS, measuredSeconds } from './load.ts';

describe('measuredSeconds', () => {
  it('keeps the asked time when a round of requests is quick', () => {
    expect(measuredSeconds(5, 0.2)).toBe(5);
  });

  it('stretches to three rounds when one round is slow', () => {
    expect(measuredSeconds(5, 4.1)).toBe(13);
  });

  it('never measures one case longer than the cap, nor shorter than asked', () => {
    expect(measuredSeconds(5, 60)).toBe(MAX_MEASURED_SECONDS);
    expect(measuredSeconds(45, 60)).toBe(45);
  });
});
