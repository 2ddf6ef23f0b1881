import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory (MB) of a process and every process below it (Linux /proc), e.g. `npm start` and its emulator. */
export function processTreeRssMb(rootPid: number): number {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  let totalKb = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      totalKb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      continue;
    }
    for (const [child, parent] of parentOf) if (parent === pid) pending.push(child);
  }
  return totalKb / 1024;
}
