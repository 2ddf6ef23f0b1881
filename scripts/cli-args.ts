/**
 * `--name 5` or `--name=5` from the command line of a script; `fallback` when absent. Whole numbers ≥ 1 only
 * unless `fraction` allows any positive number; anything else stops the script with a clear message.
 */
export function numberArg(
  name: string,
  fallback: number,
  options: { fraction?: boolean; args?: string[] } = {},
): number {
  const args = options.args ?? process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  const index = args.indexOf(`--${name}`);
  const raw = inline ? inline.split('=')[1] : index >= 0 ? args[index + 1] : undefined;
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const valid = options.fraction ? Number.isFinite(value) && value > 0 : Number.isInteger(value) && value >= 1;
  if (!valid)
    throw new Error(`--${name} must be a positive ${options.fraction ? 'number' : 'whole number'}, got "${raw}"`);
  return value;
}
