// Scaling check (bench sub-command `scaling [NAME]`): each pathological input of issue 16 at 1x, 4x and 16x
// through every strategy that reads it, each run in a fresh process with a time limit; a linear strategy
// shows ratios near 4x per step, a quadratic one near 16x. An input with a bound (PathologicalCase.boundMs)
// must be analysed within it at 16x: a row over it is marked, listed at the end, and the run exits 1.

import { spawnSync } from 'node:child_process';
import { STRATEGIES } from '../../shared/chunkers';
import { resolveSettings } from '../../shared/config';
import { analyze } from '../../shared/engine';
import type { StrategyId } from '../../shared/model';
import { getTokenizer } from '../../shared/tokenizers';
import { PATHOLOGICAL_CASES } from '../support/pathological';

const SCALES = [1, 4, 16];
const LIMIT_MS = 60_000;

/** Child side (`scalingRun CASE STRATEGY SCALE`): the milliseconds of one analysis, on stdout. */
export function scalingRun(caseIndex: number, strategy: StrategyId, scale: number): number {
  const c = PATHOLOGICAL_CASES[caseIndex];
  const text = c.make(scale);
  const settings = resolveSettings({}, c.kind, { strategy, budgets: {} });
  getTokenizer(settings.tokenizer).count('rank tables load before the clock starts');
  const start = performance.now();
  analyze({ kind: c.kind, text, documentId: 'scaling', settings });
  return performance.now() - start;
}

/** Parent side: prints the table, one row per (input, strategy) whose name contains `filter`. */
export function scaling(script: string, filter = ''): void {
  console.log('| input | strategy | 1x | 4x | 16x | 4x ÷ 1x | 16x ÷ 4x |\n|---|---|---|---|---|---|---|');
  const overBound: string[] = [];
  PATHOLOGICAL_CASES.forEach((c, index) => {
    for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes(c.kind) && (!c.strategies || c.strategies.includes(s.id)))) {
      if (filter && !`${c.name} ${strategy.id}`.includes(filter)) continue;
      const times: Array<number | undefined> = [];
      for (const scale of SCALES) {
        const child = spawnSync(process.execPath, [script, 'scalingRun', String(index), strategy.id, String(scale)], { encoding: 'utf8', timeout: LIMIT_MS });
        const ms = child.status === 0 ? Number(child.stdout.trim()) : undefined;
        times.push(ms);
        if (ms === undefined) break;
      }
      const over = c.boundMs !== undefined && (times.length < SCALES.length || times[SCALES.length - 1] === undefined || times[SCALES.length - 1]! > c.boundMs);
      if (over) overBound.push(`${c.name} · ${strategy.id}: over its bound of ${c.boundMs! / 1000} s at 16x`);
      const cell = (ms: number | undefined) => (ms === undefined ? `> ${LIMIT_MS / 1000} s or failed` : `${ms.toFixed(0)} ms`);
      const ratio = (a?: number, b?: number) => (a !== undefined && b !== undefined ? `${(b / Math.max(a, 1)).toFixed(1)}×` : '');
      const cells = SCALES.map((_, i) => (i < times.length ? cell(times[i]) : '') + (over && i === SCALES.length - 1 ? ` (over ${c.boundMs! / 1000} s)` : ''));
      console.log(`| ${c.name} | ${strategy.id} | ${cells.join(' | ')} | ${ratio(times[0], times[1])} | ${ratio(times[1], times[2])} |`);
    }
  });
  for (const line of overBound) console.log(line);
  if (overBound.length) process.exitCode = 1;
}
