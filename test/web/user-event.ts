/**
 * user-event without per-key delays. Its default waits a macrotask between keys: on a loaded machine typing a long
 * value then takes seconds, and a test that times out keeps typing into whatever has focus in the next test.
 * With `delay: null` a value is typed in one go. Same API as the package's default export; every direct call gets
 * a fresh instance (as the package's direct API does), and setup() gives one per test.
 */
import base from '@testing-library/user-event';

type Instance = ReturnType<typeof base.setup>;
type SetupOptions = NonNullable<Parameters<typeof base.setup>[0]>;

const fresh = (): Instance => base.setup({ delay: null });

export const userEvent = {
  setup: (options: SetupOptions = {}): Instance => base.setup({ delay: null, ...options }),
  type: (...args: Parameters<Instance['type']>) => fresh().type(...args),
  click: (...args: Parameters<Instance['click']>) => fresh().click(...args),
  clear: (...args: Parameters<Instance['clear']>) => fresh().clear(...args),
  tab: (...args: Parameters<Instance['tab']>) => fresh().tab(...args),
  upload: (...args: Parameters<Instance['upload']>) => fresh().upload(...args),
  paste: (...args: Parameters<Instance['paste']>) => fresh().paste(...args),
  keyboard: (...args: Parameters<Instance['keyboard']>) => fresh().keyboard(...args),
};

export default userEvent;
