import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of anything in a folder (0 when it does not exist). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A build needs running when one of its outputs is missing or older than anything in its inputs (files or folders). */
export function outOfDate(outputs: string[], inputs: string[]): boolean {
  if (outputs.some((file) => !existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return inputs.some((input) => newestMtime(input) > builtAt);
}
