import { describe, expect, it } from 'vitest';
import { emulatedPhone, measureNearPhone } from '../../scripts/emulated-phone';

/** A measure that returns the given benchmarkIndexes one after the other, as Lighthouse runs would. */
const runs = (indexes: number[]) => {
  const left = [...indexes];
  return async () => {
    const index = left.shift();
    if (index === undefined) throw new Error('measured more often than expected');
    return { index };
  };
};
const options = (maxAttempts: number) => ({
  benchmarkIndexOf: (run: { index: number }) => run.index,
  slowdown: 5,
  maxAttempts,
});

describe('emulated phone', () => {
  it("is the run's benchmarkIndex over its CPU slowdown", () => {
    expect(emulatedPhone(2250, 5)).toBe(450);
  });

  it('keeps a run whose phone is within 10% of the preset', async () => {
    const seen: number[] = [];
    const kept = await measureNearPhone(runs([2400, 1000]), options(4), (run) => seen.push(run.index));
    expect(kept).toEqual({ result: { index: 2400 }, attempts: 1 });
    expect(seen).toEqual([2400]);
  });

  it('measures again until a run lands within 10%, handing every run over', async () => {
    const seen: number[] = [];
    const kept = await measureNearPhone(runs([1600, 2900, 2150, 1000]), options(4), (run) => seen.push(run.index));
    expect(kept).toEqual({ result: { index: 2150 }, attempts: 3 });
    expect(seen).toEqual([1600, 2900, 2150]);
  });

  it('keeps the nearest run when none lands within 10%', async () => {
    const kept = await measureNearPhone(runs([1500, 2900, 1900, 3000]), options(4));
    expect(kept).toEqual({ result: { index: 1900 }, attempts: 4 });
  });

  it('measures once when one attempt is allowed', async () => {
    const kept = await measureNearPhone(runs([1000, 2250]), options(1));
    expect(kept).toEqual({ result: { index: 1000 }, attempts: 1 });
  });
});
