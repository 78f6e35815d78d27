// How much CPU other processes used while the bench measured something: the machine's busy time from /proc/stat
// less what this process and the children it waited for used. The corpus passes print it beside their times,
// so a pass that other jobs slowed down shows in the table (Linux only; elsewhere it is not printed).

import { existsSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

interface Counters {
  machineBusy: number;
  ours: number;
}

function read(): Counters | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // /proc/self/stat after the command name: utime, stime, cutime and cstime are the 12th to 15th fields.
  const self = readFileSync('/proc/self/stat', 'utf8');
  const fields = self.slice(self.lastIndexOf(')') + 2).split(' ').map(Number);
  return { machineBusy: user + nice + system + irq + softirq, ours: fields[11] + fields[12] + fields[13] + fields[14] };
}

/** Runs `measure` and returns its result with the CPU seconds other processes used meanwhile (undefined off Linux). */
export function withOtherJobs<T>(measure: () => T): { result: T; otherSeconds?: number } {
  const before = read();
  const result = measure();
  const after = read();
  if (!before || !after) return { result };
  return { result, otherSeconds: Math.max(0, after.machineBusy - before.machineBusy - (after.ours - before.ours)) / TICKS };
}
