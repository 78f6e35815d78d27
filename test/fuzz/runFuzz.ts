// The fuzz harness (`npm run fuzz`, fuzzCli.ts): mutates real documents from test/fixtures, runs each mutant through every
// strategy that reads its kind on a worker thread, kills the worker when one input runs past the time limit,
// and reports crashes, internal errors, bad spans, empty chunks and timeouts. Failures can be saved to become
// named regression fixtures (test/fixtures/fuzz/).

import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { STRATEGIES } from '../../shared/chunkers';
import { inputKindOf } from '../../shared/model/inputKind';
import type { InputKind } from '../../shared/model/types';
import { stripBom } from '../../shared/parse';
import { seededRandom } from '../helpers/randomEdits';
import type { FuzzJob, FuzzResult } from './fuzzWorker';
import { MUTATIONS } from './mutations';

export interface FuzzOptions {
  seed: number;
  /** Mutants to make; each runs through every strategy that reads its kind. */
  inputs: number;
  /** Time limit of one (mutant, strategy) run. */
  limitMs: number;
  /** Size of the huge lines, runs and nesting (1: up to 20,000 repetitions). */
  scale: number;
  /** Folder to write each failing input to, with a `.txt` note beside it. */
  saveTo?: string;
}

export interface FuzzFailure {
  name: string;
  kind: InputKind;
  strategy: string;
  problem: string;
  text: string;
}

export interface FuzzReport {
  inputs: number;
  runs: number;
  timeouts: number;
  failures: FuzzFailure[];
  seconds: number;
}

/** The repository's fixtures of every kind chunklens reads, up to 200 KB each. */
export function seedDocuments(fixtures: string): Array<{ name: string; kind: InputKind; text: string }> {
  const found: Array<{ name: string; kind: InputKind; text: string }> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (inputKindOf(entry.name) !== 'text' && statSync(path).size < 200_000) {
        found.push({ name: path.slice(fixtures.length + 1), kind: inputKindOf(entry.name), text: stripBom(readFileSync(path, 'utf8')) });
      }
    }
  };
  walk(fixtures);
  return found;
}

/** Runs jobs one at a time on a worker, replacing the worker whenever a job overruns its time limit. */
class JobRunner {
  private worker?: Worker;
  private settle?: (value: string | undefined) => void;

  constructor(private readonly script: string) {}

  /** The job's problem, undefined when it passed, or 'timeout' (the worker is then killed). */
  run(job: FuzzJob, limitMs: number): Promise<string | undefined> {
    const worker = this.workerNow();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.worker = undefined;
        void worker.terminate().then(() => this.settle?.('timeout'));
      }, limitMs);
      this.settle = (value) => {
        clearTimeout(timer);
        this.settle = undefined;
        resolve(value);
      };
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }

  /** The live worker; each has one listener per event for its whole life, which settles the job under way. */
  private workerNow(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script);
    worker.on('message', (result: FuzzResult) => this.settle?.(result.problem));
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = undefined;
      this.settle?.(`worker died: ${error.message}`);
    });
    return (this.worker = worker);
  }
}

/** Makes `options.inputs` mutants of the fixtures and runs them; never throws for a failing input. */
export async function runFuzz(options: FuzzOptions, fixtures: string, workerScript: string): Promise<FuzzReport> {
  const started = performance.now();
  const seeds = seedDocuments(fixtures);
  const random = seededRandom(options.seed);
  const runner = new JobRunner(workerScript);
  const report: FuzzReport = { inputs: 0, runs: 0, timeouts: 0, failures: [], seconds: 0 };
  for (let i = 0; i < options.inputs; i++) {
    const seed = seeds[Math.floor(random() * seeds.length)];
    const mutations = [MUTATIONS[Math.floor(random() * MUTATIONS.length)], ...(random() < 0.3 ? [MUTATIONS[Math.floor(random() * MUTATIONS.length)]] : [])];
    const text = mutations.reduce((t, m) => m.apply(t, seed.kind, random, options.scale), seed.text);
    const name = `${basename(seed.name)} · ${mutations.map((m) => m.name).join(' + ')} · #${i}`;
    report.inputs++;
    for (const strategy of STRATEGIES.filter((s) => s.inputKinds.includes(seed.kind))) {
      const job: FuzzJob = { id: report.runs++, kind: seed.kind, strategy: strategy.id, text };
      const outcome = await runner.run(job, options.limitMs);
      if (outcome === undefined) continue;
      if (outcome === 'timeout') report.timeouts++;
      const problem = outcome === 'timeout' ? `ran past ${options.limitMs} ms` : outcome;
      report.failures.push({ name, kind: seed.kind, strategy: strategy.id, problem, text });
      if (options.saveTo) save(options.saveTo, report.failures.length, seed.name, { name, kind: seed.kind, strategy: strategy.id, problem, text });
    }
  }
  await runner.close();
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

function save(dir: string, n: number, seedName: string, failure: FuzzFailure): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `failure-${n}-${basename(seedName)}`);
  writeFileSync(file, failure.text);
  writeFileSync(`${file}.txt`, `${failure.name}\n${failure.strategy}: ${failure.problem}\n`);
}
