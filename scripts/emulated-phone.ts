/** The phone Lighthouse's mobile preset stands for: its 4× on the desktop it assumes (docs/throttling.md). */
export const PHONE_BENCHMARK_INDEX = 450;
/**
 * How far a calibrated run's own phone (its benchmarkIndex ÷ the slowdown) may lie from PHONE_BENCHMARK_INDEX. On a
 * shared host the index moves by a quarter from one run to the next.
 */
export const PHONE_TOLERANCE = 0.1;

/** The phone a run emulated: the host's benchmarkIndex during that run ÷ its CPU slowdown. */
export const emulatedPhone = (benchmarkIndex: number, slowdown: number) => benchmarkIndex / slowdown;

/** How far, as a fraction, that phone lies from the preset's. */
const phoneOff = (benchmarkIndex: number, slowdown: number) =>
  Math.abs(emulatedPhone(benchmarkIndex, slowdown) / PHONE_BENCHMARK_INDEX - 1);

/**
 * Measures until a run's phone lies within PHONE_TOLERANCE of the preset's, at most `maxAttempts` times, and returns
 * the run nearest to it with the number of runs it took. Every run is handed to `measured` as it comes.
 */
export async function measureNearPhone<Result>(
  measure: () => Promise<Result>,
  {
    benchmarkIndexOf,
    slowdown,
    maxAttempts,
  }: {
    benchmarkIndexOf: (result: Result) => number;
    slowdown: number;
    maxAttempts: number;
  },
  measured: (result: Result) => void = () => {},
): Promise<{ result: Result; attempts: number }> {
  const off = (result: Result) => phoneOff(benchmarkIndexOf(result), slowdown);
  let nearest = await measure();
  measured(nearest);
  let attempts = 1;
  while (attempts < maxAttempts && off(nearest) > PHONE_TOLERANCE) {
    const again = await measure();
    measured(again);
    attempts++;
    if (off(again) < off(nearest)) nearest = again;
  }
  return { result: nearest, attempts };
}
