// A large section over the cap (ADR-039: "5000-token section → split into 3 chunks"): cut at block
// boundaries, and inside a block only when that block alone is over the cap.

import type { Problem, Span } from '../../model/types';
import type { Tokenizer } from '../../tokenizers';
import type { Section } from './extractSections';
import { packSpans } from './packSpans';
import { splitUnderCap } from './splitUnderCap';
import { trimSpan } from './trimSpan';

/**
 * Pieces of `section`, each at most `max` tokens: whole blocks packed greedily; a block over `max` on its own
 * is cut by splitUnderCap (blank line, line, sentence, word, character) and reported as CK101 — a warning
 * when it breaks a table or code block or falls back to a cut inside a word, else information.
 */
export function splitLargeSection(text: string, section: Section, max: number, tokenizer: Tokenizer): { pieces: Span[]; problems: Problem[] } {
  const units: Span[] = [];
  const problems: Problem[] = [];
  for (const block of section.blocks) {
    const tokens = tokenizer.count(block.text);
    if (tokens <= max) {
      units.push(trimSpan(text, block.span));
      continue;
    }
    const split = splitUnderCap(text, block.span, max, tokenizer);
    for (const piece of split.pieces) units.push(piece);
    const structural = block.kind === 'table' || block.kind === 'code' || split.level === 'character';
    problems.push({
      span: block.span,
      code: 'CK101',
      severity: structural ? 'warning' : 'info',
      message: `A ${block.kind} block of ${tokens} tokens is over the cap of ${max} on its own; it was split at ${split.level} boundaries into ${split.pieces.length} pieces`,
    });
  }
  return { pieces: packSpans(text, units, max, tokenizer), problems };
}
