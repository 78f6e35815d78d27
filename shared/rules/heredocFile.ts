// Whether a code block is mostly one heredoc (`cat > bootstrap.yaml <<EOF` … `EOF`, `tee config.toml <<'EOF'`): a
// file or a manifest written whole by one command, which runs only whole, so a cut inside it is the pipeline's.

import { firstIndexAbove } from '../text/sortedSearch';

/** A heredoc opener: `<<WORD`, `<<-WORD` (tabs stripped), `<<~WORD` (Ruby), the word bare or quoted; not `<<<`. */
const HEREDOC_OPEN = /(?:^|[^<])<<([-~]?)[ \t]*(['"]?)([A-Za-z_][\w.-]*)\2/;
/** The heredoc covers at least this share of the block's lines, its opener and terminator included. */
const HEREDOC_SHARE = 0.6;
/** Fewer lines than this make no file worth keeping whole. */
const MIN_HEREDOC_LINES = 8;
/** A line is read no further than this for an opener (a command line is short). */
const LINE_READ = 300;

/** Where each distinct line stands, keyed by the line as `key` reads it. */
function lineIndex(lines: readonly string[], key: (line: string) => string): Map<string, number[]> {
  const index = new Map<string, number[]>();
  lines.forEach((line, i) => {
    const k = key(line);
    const at = index.get(k);
    if (at) at.push(i);
    else index.set(k, [i]);
  });
  return index;
}

/** The longest heredoc of `lines`: its opener line, its word and how many lines it spans. O(n log n). */
function longestHeredoc(lines: readonly string[]): { opener: string; terminator: string; span: number } | undefined {
  const exact = lineIndex(lines, (line) => line.trimEnd());
  const stripped = lineIndex(lines, (line) => line.trim());
  let best: { opener: string; terminator: string; span: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const open = HEREDOC_OPEN.exec(lines[i].slice(0, LINE_READ));
    if (!open) continue;
    const word = open[3];
    const at = (open[1] === '' ? exact : stripped).get(word) ?? [];
    const found = firstIndexAbove(at, i);
    if (found === at.length) continue;
    const end = at[found];
    const span = end - i + 1;
    if (!best || span > best.span) best = { opener: lines[i].trim(), terminator: word, span };
    i = end;
  }
  return best;
}

/** Evidence that `lines` are mostly one heredoc, a file written whole, or undefined. */
export function heredocFileEvidence(lines: readonly string[]): string | undefined {
  const heredoc = longestHeredoc(lines);
  if (!heredoc || heredoc.span < MIN_HEREDOC_LINES || heredoc.span < HEREDOC_SHARE * lines.length) return undefined;
  return `one heredoc over most of its lines (\`${heredoc.opener}\` … \`${heredoc.terminator}\`): a file written whole by one command, which runs only whole`;
}
