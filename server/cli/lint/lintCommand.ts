// The parsed `chunklens lint` command line, as args.ts gives it to the lint's plan and its report.

import type { Command } from '../args';

export type LintCommand = Extract<Command, { name: 'lint' }>;
