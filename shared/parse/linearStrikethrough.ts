// micromark's GFM strikethrough resolver (`~`, `~~`), made linear: the same events, built without its two quadratic steps.
//
// Why: micromark-extension-gfm-strikethrough's `resolveAllStrikethrough` walks back over every earlier event for
// each closing tilde run, and splices every match into the whole event list. A heading of `~a~a~a…`, where
// each run closes its neighbour and leaves the next closer only matched runs to walk past, took 8 s for 12,500
// pairs. A closer pairs with the nearest earlier run of the same length that may open and is still unmatched;
// a match turns every run between the two into data (the resolvers of the span's content, this one among
// them, run over it), so the runs that may still open are kept in one stack per length, popped back to the
// opener on a match, and the events are rebuilt on one growing list, truncated back to the opener.
//
// The events are micromark's own: the same tokens in the same order, with the same resolver calls on the same
// spans; a unit test compares the trees remark builds from both on random inline text.

import { resolveAll } from 'micromark-util-resolve-all';
import { splice } from 'micromark-util-chunked';
import type { Construct, Event, Extension, Resolver, Token } from 'micromark-util-types';

const TEMPORARY = 'strikethroughSequenceTemporary';

/** The length of a tilde run's token (1 or 2). */
function size(token: Token): number {
  return token.end.offset - token.start.offset;
}

/**
 * Resolves tilde runs to strikethrough exactly as micromark-extension-gfm-strikethrough's resolver does, in time
 * linear in the events times the nesting depth of the matches.
 */
export const resolveAllStrikethroughLinear: Resolver = (events, context) => {
  const out: Event[] = [];
  /** Per run length, the indices in `out` of the exit events of runs that may still open. */
  const openers: number[][] = [[], [], []];
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    const token = event[1];
    if (event[0] !== 'enter' || token.type !== TEMPORARY) {
      out.push(event);
      continue;
    }
    const stack = openers[size(token)] ?? [];
    if (token._close && stack.length) {
      const opening = stack[stack.length - 1];
      const opener = out[opening][1];
      opener.type = 'strikethroughSequence';
      token.type = 'strikethroughSequence';
      const strikethrough: Token = { type: 'strikethrough', start: { ...opener.start }, end: { ...token.end } };
      const text: Token = { type: 'strikethroughText', start: { ...opener.end }, end: { ...token.start } };
      const between = out.slice(opening + 1);
      for (const list of openers) while (list.length && list[list.length - 1] >= opening - 1) list.pop();
      out.length = opening - 1;
      out.push(['enter', strikethrough, context], ['enter', opener, context], ['exit', opener, context], ['enter', text, context]);
      const insideSpan = context.parser.constructs.insideSpan.null;
      for (const inner of insideSpan ? resolveAll(insideSpan, between, context) : between) out.push(inner);
      out.push(['exit', text, context], ['enter', token, context], ['exit', token, context], ['exit', strikethrough, context]);
      index++;
      continue;
    }
    out.push(event, events[++index]);
    if (token._open) stack.push(out.length - 1);
  }
  for (const [, token] of out) if (token.type === TEMPORARY) token.type = 'data';
  // In place, as micromark's resolvers work: the subtokenizer holds on to the list it gave.
  splice(events, 0, events.length, out);
  return events;
};

/**
 * Makes the strikethrough constructs of `extension` (a `gfm()` or `gfmStrikethrough()` extension, whose
 * constructs each call makes anew) resolve with `resolveAllStrikethroughLinear`, in every parser given it.
 */
export function useLinearStrikethrough(extension: Extension): void {
  for (const constructs of Object.values(extension.text ?? {})) {
    for (const construct of (Array.isArray(constructs) ? constructs : [constructs]) as Construct[]) {
      if (construct.name === 'strikethrough') construct.resolveAll = resolveAllStrikethroughLinear;
    }
  }
}
