// A test of one UTF-16 unit against a character class, remembered per unit: splitters ask "is this a letter?"
// or "is this white space?" of every character of a long line, and a regular expression on a one-character
// string costs a string and a match each time.

/** `pattern.test(text[i])` (a pattern without the global or sticky flag), read from a table filled as units are met. */
export function unitMatcher(pattern: RegExp): (text: string, i: number) => boolean {
  /** Per UTF-16 unit: 0 not yet known, 1 a match, 2 not. */
  const known = new Uint8Array(0x10000);
  return (text, i) => {
    const code = text.charCodeAt(i);
    let match = known[code];
    if (match === 0) known[code] = match = pattern.test(String.fromCharCode(code)) ? 1 : 2;
    return match === 1;
  };
}
