// Test helper: deterministic generated Markdown for invariant and library-comparison tests.

const WORDS = ['alpha', 'beta', 'Gamma', 'δέλτα', '東京', '🚀', 'x1', 'under-load', 'foo.bar', 'a', 'end.'];

/** A deterministic Markdown document: headings, fences, rules, blank lines, indented and odd lines. */
export function generateMarkdown(seed: number, lines: number): string {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
  const words = (n: number) => Array.from({ length: n }, () => WORDS[next(WORDS.length)]).join(' ');
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const k = next(100);
    if (k < 10) out.push(`${'#'.repeat(next(4) + 1)} ${words(next(3) + 1)}`);
    else if (k < 13) out.push(['```', '~~~', '```py'][next(3)]);
    else if (k < 16) out.push(['---', '***', '____'][next(3)]);
    else if (k < 30) out.push('');
    else if (k < 33) out.push(['  indented text', '\ttab\there', ' trailing  ', '**Bold**'][next(4)]);
    else out.push(words(next(12) + 1));
  }
  return out.join('\n');
}
