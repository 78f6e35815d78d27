// What every command's `--format` registry must hold, and the CLI run in-process with its output captured, for the
// per-command format tests (test/unit/server/cli/**/*Formats.test.ts).
import assert from 'node:assert/strict';
import type { CliIo } from '../../server/cli/cliIo';
import { runCli, runCliAsync } from '../../server/cli/main';
import { usageFormats } from './cliUsage';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

function capture(): { io: CliIo; result: (code: number) => CliRun } {
  let out = '';
  let err = '';
  return { io: { out: (t) => (out += t), err: (t) => (err += t), env: {} }, result: (code) => ({ code, out, err }) };
}

/** `chunklens ARGV` in this process, with standard output and error captured. */
export function runCaptured(argv: string[]): CliRun {
  const { io, result } = capture();
  return result(runCli(argv, io));
}

/** The same for commands that run asynchronously (`diff`, `eval`). */
export async function runCapturedAsync(argv: string[]): Promise<CliRun> {
  const { io, result } = capture();
  return result(await runCliAsync(argv, io));
}

/** The registry's ids are unique, `text` (the default) first, each format described. */
export function assertRegistered(formats: ReadonlyArray<{ id: string; description: string }>): void {
  const ids = formats.map((f) => f.id);
  assert.equal(new Set(ids).size, ids.length);
  assert.equal(ids[0], 'text');
  for (const format of formats) assert.ok(format.description.length > 10, format.id);
}

/** `chunklens --help` offers `command` exactly the registered formats, in order. */
export function assertOffered(command: string, formats: ReadonlyArray<{ id: string }>): void {
  assert.deepEqual(usageFormats(command), formats.map((f) => f.id));
}
