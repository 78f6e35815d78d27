// micromark's merge of adjacent `data` tokens in inline content, made linear: the same events, merged in one pass.
//
// Why: micromark's text resolver (`resolveAllText` in micromark/lib/initialize/text.js) joins each run of
// adjacent `data` tokens with an `events.splice` over the whole event list, so inline content of many short
// runs (`a* a* a*…`, where every word after a space is tried as an email autolink and starts a new token)
// costs the list's length per run: 3.2 s for one heading of 12,500 runs. Here each resolver that merges
// (the text and string initializers', and the one micromark runs inside spans) first gets the events with the
// runs already joined, in one pass that does what its loop does (the first token of a run takes the last one's
// end; the events after the run's first two are dropped), so its own loop finds nothing left to merge and the
// rest of the resolver (trailing whitespace into line suffixes and hard breaks) runs as before.
//
// micromark exports neither initializer. `parser.text` and `parser.string` create their tokenizers from them,
// and a tokenizer's creation adds its initializer to its list of resolvers with one `push`; `initialConstructOf`
// catches the initializer from that one call, by wrapping `Array.prototype.push` for the synchronous creation
// only. If micromark stops doing so, nothing is caught and its own resolvers stay (slower, same events).

import { splice } from 'micromark-util-chunked';
import type { Construct, Event, InitialConstruct, ParseContext, Resolver } from 'micromark-util-types';

/**
 * Joins each run of adjacent `data` events of `events` in place, exactly as micromark's text resolver does,
 * in one pass; returns `events`.
 */
export function mergeAdjacentData(events: Event[]): Event[] {
  const out: Event[] = [];
  let merged = false;
  for (let index = 0; index < events.length; ) {
    const event = events[index];
    out.push(event);
    if (event[1].type !== 'data') {
      index++;
      continue;
    }
    if (index + 1 < events.length) out.push(events[index + 1]);
    let end = index + 2;
    while (end < events.length && events[end][1].type === 'data') end++;
    if (end > index + 2) {
      event[1].end = events[end - 1][1].end;
      merged = true;
    }
    index = end;
  }
  // In place, as micromark's resolvers work: the caller holds on to the list it gave.
  if (merged) splice(events, 0, events.length, out);
  return events;
}

/** The initial construct that `create` (a parser's `text` or `string`) gives the tokenizer it makes. */
function initialConstructOf(create: ParseContext['text']): InitialConstruct | undefined {
  const push = Array.prototype.push;
  let caught: InitialConstruct | undefined;
  Array.prototype.push = function (this: unknown[], ...items: unknown[]): number {
    for (const item of items) {
      if (!caught && item && typeof item === 'object' && 'tokenize' in item && 'resolveAll' in item) caught = item as InitialConstruct;
    }
    return push.apply(this, items);
  };
  try {
    create({ line: 1, column: 1, offset: 0 });
  } finally {
    Array.prototype.push = push;
  }
  return caught;
}

/**
 * The constructs whose resolver merges adjacent `data` tokens in `parser`: the text and string initializers
 * (shared by every micromark parser of the process) and the resolver micromark runs inside spans.
 */
export function dataMergingConstructs(parser: ParseContext): Array<Pick<Construct, 'resolveAll'>> {
  const inside = (parser.constructs.insideSpan.null ?? []).filter((c) => !('tokenize' in c) && !('name' in c) && c.resolveAll);
  return [initialConstructOf(parser.text), initialConstructOf(parser.string), ...inside].filter((c): c is Pick<Construct, 'resolveAll'> => c !== undefined);
}

const linear = new WeakSet<Resolver>();

/** Makes every construct of `dataMergingConstructs(parser)` merge adjacent `data` tokens in one pass. */
export function useLinearDataMerge(parser: ParseContext): void {
  for (const construct of dataMergingConstructs(parser)) {
    const original = construct.resolveAll;
    if (!original || linear.has(original)) continue;
    const resolver: Resolver = (events, context) => original(mergeAdjacentData(events), context);
    linear.add(resolver);
    construct.resolveAll = resolver;
  }
}
