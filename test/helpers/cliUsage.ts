// Reads the CLI's usage text the way a user does: the block of one command, and the `--format` choices it offers.
import { USAGE } from '../../server/cli/args';

/** The lines of `chunklens --help` for `command`: from its first `chunklens <command>` line to the next command. */
export function usageOf(command: string): string {
  const lines = USAGE.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`  chunklens ${command} `));
  if (start < 0) throw new Error(`the usage text has no line for ${command}`);
  const end = lines.findIndex((l, i) => i > start && !l.startsWith(`  chunklens ${command} `) && (l.startsWith('  chunklens ') || l.trim() === ''));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The `--format a|b|c` choices the usage of `command` offers, in order. */
export function usageFormats(command: string): string[] {
  const match = /\[--format ([\w|-]+)\]/.exec(usageOf(command));
  if (!match) throw new Error(`the usage of ${command} offers no --format`);
  return match[1].split('|');
}
