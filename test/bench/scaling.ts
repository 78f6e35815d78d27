// Scaling check (bench sub-command `scaling [NAME]`): each pathological input of issue 16 at 1x, 4x and 16x
// through every strategy that reads it, each run in a fresh process with a time limit; a linear strategy
// shows ratios near 4x per step, a quadratic one near 16x. An input with a bound (PathologicalCase.boundMs)
// must be analysed within it at 16x (CPU time, which the other work of a shared machine does not inflate): a
// row over it is marked, listed at the end, and the run exits 1. Cells read "wall ms (CPU ms)".

import { spawnSync } from 'node:child_process';
import { STRATEGIES } from '../../shared/chunkers';
import { resolveSettings } from '../../shared/config/config';
import { analyze } from '../../shared/engine/engine';
import type { StrategyId } from '../../shared/model/types';
import { getTokenizer } from '../../shared/tokenizers';
import { PATHOLOGICAL_CASES } from '../helpers/pathological';

const SCALES = [1, 4, 16];
const LIMIT_MS = 60_000;

/**
 * Child side (`scalingRun CASE STRATEGY SCALE`): the milliseconds of one analysis, wall-clock and on the CPU
 * (user and system time of this process), on stdout. On a shared machine the CPU time is the work's own.
 */
export function scalingRun(caseIndex: number, strategy: StrategyId, scale: number): string {
  const c = PATHOLOGICAL_CASES[caseIndex];
  const text = c.make(scale);
  const settings = resolveSettings({}, c.kind, { strategy, budgets: {} });
  getTokenizer(settings.tokenizer).count('rank tables load before the clock starts');
  const start = performance.now();
  const cpu = process.cpuUsage();
  analyze({ kind: c.kind, text, documentId: 'scaling', settings });
  const used = process.cpuUsage(cpu);
  return `${performance.now() - start} ${(used.user + used.system) / 1000}`;
}

/**
 * Parent side: prints the table, one row per (input, strategy) whose name contains `filter`, of the strategies
 * `only` names when given (rows of changed strategies beside control rows, measured in the same minutes).
 */
export function scaling(script: string, filter = '', only?: readonly string[]): void {
  console.log('| input | strategy | 1x | 4x | 16x | 4x ÷ 1x | 16x ÷ 4x |\n|---|---|---|---|---|---|---|');
  const overBound: string[] = [];
  PATHOLOGICAL_CASES.forEach((c, index) => {
    for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes(c.kind) && (!c.strategies || c.strategies.includes(s.id)))) {
      if ((filter && !`${c.name} ${strategy.id}`.includes(filter)) || (only && !only.includes(strategy.id))) continue;
      const times: Array<number | undefined> = [];
      const cpuTimes: Array<number | undefined> = [];
      for (const scale of SCALES) {
        const child = spawnSync(process.execPath, [script, 'scalingRun', String(index), strategy.id, String(scale)], { encoding: 'utf8', timeout: LIMIT_MS });
        const [ms, cpuMs] = child.status === 0 ? child.stdout.trim().split(' ').map(Number) : [undefined, undefined];
        times.push(ms);
        cpuTimes.push(cpuMs);
        if (ms === undefined) break;
      }
      const last = cpuTimes[SCALES.length - 1];
      const over = c.boundMs !== undefined && (last === undefined || last > c.boundMs);
      if (over) overBound.push(`${c.name} · ${strategy.id}: over its bound of ${c.boundMs! / 1000} s (CPU) at 16x`);
      const cell = (ms: number | undefined, i: number) => (ms === undefined ? `> ${LIMIT_MS / 1000} s or failed` : `${ms.toFixed(0)} ms (${cpuTimes[i]!.toFixed(0)})`);
      const ratio = (a?: number, b?: number) => (a !== undefined && b !== undefined ? `${(b / Math.max(a, 1)).toFixed(1)}×` : '');
      const cells = SCALES.map((_, i) => (i < times.length ? cell(times[i], i) : '') + (over && i === SCALES.length - 1 ? ` over ${c.boundMs! / 1000} s` : ''));
      console.log(`| ${c.name} | ${strategy.id} | ${cells.join(' | ')} | ${ratio(times[0], times[1])} | ${ratio(times[1], times[2])} |`);
    }
  });
  for (const line of overBound) console.log(line);
  if (overBound.length) process.exitCode = 1;
}
