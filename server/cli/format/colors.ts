// Terminal colour for the text report: on only for a terminal, off when NO_COLOR is set (no-color.org), forced
// by FORCE_COLOR; severities are painted the way editors show them.

import type { Severity } from '../../../shared/model/types';

/** Paints `text` in the colour of `severity`. */
export type Paint = (severity: Severity, text: string) => string;

/** No colour. */
export const plain: Paint = (_severity, text) => text;

const CODES: Record<Severity, string> = { error: '31', warning: '33', info: '36', hint: '2' };

/** ANSI colours: errors red, warnings yellow, infos cyan, hints dim. */
export const ansi: Paint = (severity, text) => `\u001b[${CODES[severity]}m${text}\u001b[39;22m`;

/**
 * Whether to colour output to a stream: FORCE_COLOR (not "0") forces it, a non-empty NO_COLOR turns it off,
 * else only a terminal gets colour.
 */
export function wantsColor(isTerminal: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTerminal;
}

/** Paints the severity word of `file:line:col severity …` finding lines. */
export function paintFindingLines(text: string, paint: Paint): string {
  return text.replace(/^(\S.*?:\d+:\d+ )(error|warning|info|hint)( )/gm, (_m, place: string, severity: Severity, space: string) => place + paint(severity, severity) + space);
}
