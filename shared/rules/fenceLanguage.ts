// The language a code fence's info string names, as every rule that reads a fence's language takes it.

/**
 * The language an info string names: its first word, before attributes in braces and before VitePress's line-number
 * switch (`ansi:no-line-numbers`, `ts:line-numbers=5`).
 */
export function fenceLanguage(info: string): string {
  return info.split(/[\s{]/)[0].replace(/:(?:no-)?line-numbers(?:=\d+)?$/i, '');
}
