// micromark's emphasis resolver (`*`, `_`), made linear: the same events, built without its two quadratic steps.
//
// Why: micromark-core-commonmark's `resolveAllAttention` walks back over every earlier event for each closing
// delimiter run, and splices every match into the whole event list. Inline content with many runs that find
// no opener (`*a*a*a…`, where every other run opens and its neighbour closes it, leaving each next closer
// nothing but consumed runs to walk past) took 41 s for one 100 KB heading. Here the openers still open are
// kept in stacks by marker and by what the rule of three compares (whether the run can also close, its length
// modulo 3), so the nearest opener a closer may use is the nearest top of at most six stacks; and the events
// are rebuilt on one growing list, truncated back to the opener on a match. A match still re-resolves the
// events between its runs (micromark's `insideSpan` resolvers, as the original does), which costs their
// count once per level of nesting, as it did.
//
// The events are micromark's own: the same tokens (points moved the same way), in the same order, with the
// same resolver calls on the same spans; a unit test compares the trees remark builds from both on random
// inline text. `useLinearAttention` puts this resolver on micromark's `attention` construct, which every
// parser of this process shares (the flow parse, the heading text tokenizer, remark's `fromMarkdown`), so the
// `insideSpan` calls that link labels make reach it too.

import { attention } from 'micromark-core-commonmark';
import { splice } from 'micromark-util-chunked';
import { resolveAll } from 'micromark-util-resolve-all';
import type { Event, Point, Resolver, Token, TokenizeContext } from 'micromark-util-types';

/** The length of a delimiter run's token. */
function size(token: Token): number {
  return token.end.offset - token.start.offset;
}

/** Moves `point` by `offset` characters along its line (micromark's `movePoint` in attention.js). */
function movePoint(point: Point, offset: number): void {
  point.column += offset;
  point.offset += offset;
  point._bufferIndex += offset;
}

/** The stack an opener belongs in: its marker's slot, whether it can also close, its length modulo 3. */
function classOf(marker: number, token: Token): number {
  return marker * 6 + (token._close ? 3 : 0) + (size(token) % 3);
}

/**
 * Whether an opener of stack `klass` may close with `closer` under CommonMark's rule of three, as
 * micromark words it: not when either run can both open and close, the closer's length is not a multiple of
 * three, and the sum of the two lengths is.
 */
function mayPair(klass: number, closer: Token): boolean {
  const openerCloses = klass % 6 >= 3;
  const closerSize = size(closer) % 3;
  return !((openerCloses || closer._open) && closerSize && (((klass % 3) + closerSize) % 3 === 0));
}

/** The events that replace an opener and a closer once `use` markers of each pair (attention.js's own). */
function pairEvents(opener: Token, closer: Token, between: Event[], context: TokenizeContext): Event[] {
  const use = size(opener) > 1 && size(closer) > 1 ? 2 : 1;
  const start = { ...opener.end };
  const end = { ...closer.start };
  movePoint(start, -use);
  movePoint(end, use);
  const kind = use > 1 ? 'strong' : 'emphasis';
  const openingSequence: Token = { type: `${kind}Sequence`, start, end: { ...opener.end } };
  const closingSequence: Token = { type: `${kind}Sequence`, start: { ...closer.start }, end };
  const text: Token = { type: `${kind}Text`, start: { ...opener.end }, end: { ...closer.start } };
  const group: Token = { type: kind, start: { ...openingSequence.start }, end: { ...closingSequence.end } };
  opener.end = { ...openingSequence.start };
  closer.start = { ...closingSequence.end };
  const next: Event[] = [];
  if (size(opener)) next.push(['enter', opener, context], ['exit', opener, context]);
  next.push(['enter', group, context], ['enter', openingSequence, context], ['exit', openingSequence, context], ['enter', text, context]);
  for (const event of resolveAll(context.parser.constructs.insideSpan.null ?? [], between, context)) next.push(event);
  next.push(['exit', text, context], ['enter', closingSequence, context], ['exit', closingSequence, context], ['exit', group, context]);
  if (size(closer)) next.push(['enter', closer, context], ['exit', closer, context]);
  return next;
}

/**
 * Resolves delimiter runs (`attentionSequence` tokens) to emphasis and strong emphasis exactly as
 * micromark's `resolveAllAttention` does, in time linear in the events times the nesting depth of the matches.
 */
export const resolveAllAttentionLinear: Resolver = (events, context) => {
  const out: Event[] = [];
  /** Per stack (see `classOf`), the indices in `out` of the exit events of runs that may still open. */
  const stacks: number[][] = Array.from({ length: 6 * 2 }, () => []);
  const markers = new Map<number, number>();
  const slotOf = (token: Token): number => {
    const code = context.sliceSerialize(token).charCodeAt(0);
    let slot = markers.get(code);
    if (slot === undefined) {
      slot = markers.size;
      markers.set(code, slot);
      while (stacks.length < 6 * markers.size) stacks.push([]);
    }
    return slot;
  };
  /** Forgets every opener whose exit is at `from` or later in `out`. */
  const dropFrom = (from: number): void => {
    for (const stack of stacks) while (stack.length && stack[stack.length - 1] >= from) stack.pop();
  };
  for (let index = 0; index < events.length; index++) {
    const event = events[index];
    const token = event[1];
    if (event[0] !== 'enter' || token.type !== 'attentionSequence') {
      out.push(event);
      continue;
    }
    out.push(event, events[++index]);
    const slot = slotOf(token);
    while (token._close && size(token)) {
      let opening = -1;
      for (let klass = slot * 6; klass < slot * 6 + 6; klass++) {
        const stack = stacks[klass];
        if (stack.length && stack[stack.length - 1] > opening && mayPair(klass, token)) opening = stack[stack.length - 1];
      }
      if (opening < 0) break;
      const opener = out[opening][1];
      const next = pairEvents(opener, token, out.slice(opening + 1, out.length - 2), context);
      dropFrom(opening - 1);
      out.length = opening - 1;
      for (const item of next) out.push(item);
      if (size(opener)) stacks[classOf(slot, opener)].push(opening);
    }
    if (token._open && size(token)) stacks[classOf(slot, token)].push(out.length - 1);
  }
  for (const [, token] of out) if (token.type === 'attentionSequence') token.type = 'data';
  // In place, as micromark's resolvers work: the subtokenizer holds on to the list it gave.
  splice(events, 0, events.length, out);
  return events;
};

/** Makes micromark resolve emphasis with `resolveAllAttentionLinear`, in every parser of this process. */
export function useLinearAttention(): void {
  attention.resolveAll = resolveAllAttentionLinear;
}
