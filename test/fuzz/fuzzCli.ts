// Entry of `npm run fuzz [-- --inputs N --seed S --limit-ms T --scale X --save DIR]`: a fuzz run over the
// fixtures, printing each failure and a JSON summary; exit 1 when anything failed.

import { runFuzz, type FuzzOptions } from './runFuzz';
import { repoPath } from '../helpers/repoPath';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const save = process.argv.indexOf('--save');
const options: FuzzOptions = {
  seed: flag('seed', Date.now() % 100_000),
  inputs: flag('inputs', 200),
  limitMs: flag('limit-ms', 5_000),
  scale: flag('scale', 1),
  ...(save >= 0 ? { saveTo: process.argv[save + 1] } : {}),
};
void runFuzz(options, repoPath('test/fixtures'), repoPath('out/fuzz/fuzzWorker.js')).then((report) => {
  for (const f of report.failures) console.log(`FAIL ${f.name} · ${f.strategy}: ${f.problem}`);
  console.log(JSON.stringify({ ...options, inputs: report.inputs, runs: report.runs, failures: report.failures.length, timeouts: report.timeouts, seconds: Math.round(report.seconds) }));
  process.exitCode = report.failures.length ? 1 : 0;
});
