// The token count of every prefix of one pre-tokenisation piece, in one pass over its bytes.
//
// Why: a splitter that shrinks or grows a window over a piece that has no breaks (a line of CJK characters is
// one piece for every tiktoken pattern) counts each window anew, and byte-pair encoding a piece of n bytes costs
// n log n: `sentence`, shrinking a chunk's overlap one character at a time, spent minutes on a line of 100,000
// varied CJK characters.
//
// How: the dynamic programme of encodingStep.ts, run from the start of the string as far as asked.
// `prefixTokenCounts.test.ts` compares every prefix count with the byte-pair encoder's on generated text.

import { asciiLetterTokensReversed, EncodingSteps, nonAsciiTokensReversed } from './encodingStep';
import { ABSENT, PairTable } from './pairTable';
import { SlicedPass, type ChainMemo, type RunSlice, type WholeRun } from './slicedPass';

/** Pairs remembered before the memo starts over. */
const PAIR_CAPACITY = 1 << 19;
/** Prefixes a pass has room for before its arrays grow (16 KB each). */
const FIRST_ROOM = 4096;

/**
 * Reads token counts of prefixes of byte strings of one class: without ASCII bytes, or of ASCII letters only
 * (a line of letters without spaces is one piece for every tiktoken pattern, of either class).
 */
export interface PrefixTokenCounter {
  /**
   * For UTF-8 bytes of one class, a function from a prefix length in bytes to
   * the token count of that prefix when it is at most `limit` (default: no limit), else some number above
   * `limit`; it reads the string only as far as it is asked, or until a lower bound of the count passes the
   * limit (see PrefixPass.countUpTo). -1 where no compatible token ends at a byte, which never should happen.
   * Undefined for a string of no class (an ASCII byte other than a letter, or ASCII letters and other bytes).
   */
  prefixCounts(bytes: Uint8Array): ((length: number, limit?: number) => number) | undefined;
  /**
   * The counts of every prefix of `bytes` (UTF-8 of one class), for counting texts cut from it
   * (slicedPass.ts). Undefined for bytes of no class, or where no compatible token ends at some byte.
   */
  wholeRun(bytes: Uint8Array): WholeRun | undefined;
  /** The counts of the concatenation of `slices` (see SlicedPass); undefined where the pass gives up or the runs differ in class. */
  slicedPass(slices: readonly RunSlice[]): SlicedPass | undefined;
  /** As slicedPass of the one slice [from, to) of `run`, counted to its end. */
  countRunSlice(run: WholeRun, from: number, to: number): number | undefined;
  /** The count of bytes [from, to) of `run` and where its first tokens end: see LeadingTokens. Undefined where the pass gives up. */
  leadingRunSlice(run: WholeRun, from: number, to: number, tokens: number): LeadingTokens | undefined;
}

/**
 * The token count of a text, and `end`: where the text of the first n tokens of its encoding ends, for the
 * greatest n of at most `tokens` whose text is whole characters (0 or the text's start when no n of 1 or more
 * is); the text's end when the count is at most `tokens`. Offsets are in the text's own units (bytes here,
 * UTF-16 units in SliceCounter.leadingTokens).
 */
export interface LeadingTokens {
  count: number;
  end: number;
}

/**
 * The prefix counter of an encoding's ranks. `mergesBackToPair(a, b)` says whether the byte-pair encoding of
 * the bytes of tokens a then b is those two tokens (mergePiece.ts). Only tokens without ASCII bytes can lie
 * inside a string without ASCII bytes, and only tokens of ASCII letters inside a string of ASCII letters, so
 * only those of the string's class are looked up: a tenth of the vocabulary or less, built into a trie per
 * class on first use.
 */
export function prefixTokenCounter(
  rankOf: ReadonlyMap<string, number>,
  bytesOf: readonly string[],
  mergesBackToPair: (a: number, b: number) => boolean,
): PrefixTokenCounter {
  let nonAscii: EncodingSteps | undefined;
  let letters: EncodingSteps | undefined;
  const compatible = new PairTable(PAIR_CAPACITY);
  const isCompatible = (a: number, b: number): boolean => {
    let ok = compatible.get(a, b);
    if (ok === ABSENT) {
      ok = mergesBackToPair(a, b) ? 1 : 0;
      compatible.set(a, b, ok);
    }
    return ok === 1;
  };
  /** The steps of the class of `bytes`, or undefined for bytes of no class. */
  const stepsOf = (bytes: Uint8Array): EncodingSteps | undefined => {
    switch (classOf(bytes)) {
      case 'nonAscii':
        return (nonAscii ??= new EncodingSteps(nonAsciiTokensReversed(rankOf), isCompatible));
      case 'asciiLetters':
        return (letters ??= new EncodingSteps(asciiLetterTokensReversed(rankOf), isCompatible));
      case undefined:
        return undefined;
    }
  };
  return {
    prefixCounts(bytes) {
      const steps = stepsOf(bytes);
      if (!steps) return undefined;
      const pass = new PrefixPass(bytes, steps);
      return (length, limit = Infinity) => pass.countUpTo(length, limit);
    },
    wholeRun(bytes) {
      const steps = stepsOf(bytes);
      if (!steps) return undefined;
      const pass = new PrefixPass(bytes, steps, new Uint8Array(bytes.length + 1));
      return pass.countUpTo(bytes.length, Infinity) < 0 ? undefined : pass.whole();
    },
    slicedPass(slices) {
      const steps = slices[0]?.run.steps;
      if (!steps || slices.some((slice) => slice.run.steps !== steps)) return undefined;
      const pass = new SlicedPass(slices, steps);
      return pass.gaveUp ? undefined : pass;
    },
    countRunSlice: (run, from, to) => SlicedPass.countSlice(run, from, to, run.steps),
    leadingRunSlice(run, from, to, tokens) {
      const count = SlicedPass.countSlice(run, from, to, run.steps);
      if (count === undefined) return undefined;
      if (count <= tokens) return { count, end: to - from };
      // The encoding of [from, to) read back from its end: the last token of the prefix ending at p is the
      // run's past the place where the slice's pass agreed with the run, and the slice's own before it.
      const { bytes } = run;
      const settled = (p: number, n: number): boolean => n <= tokens && (p === bytes.length || (bytes[p] & 0xc0) !== 0x80);
      const agreed = SlicedPass.agreedAfter(run, from);
      let p = to;
      let n = count;
      if (agreed !== undefined && count - tokens > 1) {
        // Every step before the count reaches `tokens` is taken while above the place of agreement: those
        // are read from the run's chain of last tokens, shared between calls (walkBack).
        const back = walkBack(run, to, count - tokens - 1, from + agreed, (q) => bytesOf[run.last[q]].length);
        p = back.at;
        n -= back.steps;
      }
      while (agreed !== undefined && p - from > agreed && !settled(p, n)) {
        p -= bytesOf[run.last[p]].length;
        n--;
      }
      if (p > from && !settled(p, n)) {
        const own = new PrefixPass(bytes.subarray(from, p), run.steps);
        if (own.countUpTo(p - from, Infinity) !== n) return undefined;
        for (let q = p - from; ; ) {
          q -= bytesOf[own.lastTokenAt(q)].length;
          p = from + q;
          if (--n === 0 || settled(p, n)) break;
        }
      }
      return { count, end: p - from };
    },
  };
}

/**
 * The run's encoding of its prefix [0, to) read back from `to`, one token per step: where `steps` steps lead,
 * or the first place at or below `floor` if one comes first (and how many steps that took). `tokenBytes(q)` is
 * the byte length of the last token of the prefix ending at q.
 *
 * Why a memo: the chains read back from any two places of a run join where they first meet a common place
 * and are one chain below it, so the chain read last is kept (WholeRun.chain), and a walk that meets it jumps
 * along it by index instead of stepping. A splitter that cuts the first tokens off a slice whose start and end
 * both move forward chunk by chunk (Haystack's recursive splitter carries a growing rest before each chunk)
 * read the whole slice back for every cut, quadratic in the rest; with the memo each cut reads about a chunk.
 */
function walkBack(run: WholeRun, to: number, steps: number, floor: number, tokenBytes: (q: number) => number): { at: number; steps: number } {
  const chain = (run.chain ??= { nodes: new Int32Array(1024), size: 0, indexOf: new Int32Array(run.bytes.length + 1) });
  const fresh: number[] = [];
  let p = to;
  let k = 0;
  while (k < steps && p > floor) {
    const on = chain.indexOf[p] - 1;
    if (on >= 0) {
      // Joined the memo at index `on`: keep the chain below it, then this walk's own places above it.
      for (let i = on + 1; i < chain.size; i++) chain.indexOf[chain.nodes[i]] = 0;
      chain.size = on + 1;
      for (let i = fresh.length - 1; i >= 0; i--) pushNode(chain, fresh[i]);
      // Nodes are in increasing order: the last at or below `floor` ends the walk if reached first.
      let low = 0;
      let high = on;
      while (low < high) {
        const mid = (low + high + 1) >>> 1;
        if (chain.nodes[mid] <= floor) low = mid;
        else high = mid - 1;
      }
      const lastBelow = chain.nodes[low] <= floor ? low : -1;
      const target = on - (steps - k);
      const stop = Math.max(target, lastBelow, 0);
      k += on - stop;
      p = chain.nodes[stop];
      // Below the memo's first place, on step by step.
      while (k < steps && p > floor) {
        p -= tokenBytes(p);
        k++;
      }
      return { at: p, steps: k };
    }
    fresh.push(p);
    p -= tokenBytes(p);
    k++;
  }
  if (fresh.length > 0) {
    for (let i = 0; i < chain.size; i++) chain.indexOf[chain.nodes[i]] = 0;
    chain.size = 0;
    for (let i = fresh.length - 1; i >= 0; i--) pushNode(chain, fresh[i]);
  }
  return { at: p, steps: k };
}

function pushNode(chain: ChainMemo, q: number): void {
  if (chain.size === chain.nodes.length) {
    const grown = new Int32Array(chain.nodes.length * 2);
    grown.set(chain.nodes);
    chain.nodes = grown;
  }
  chain.nodes[chain.size++] = q;
  chain.indexOf[q] = chain.size;
}

/** The dynamic programme over one byte string's prefixes, run as far as asked, in arrays grown as needed. */
class PrefixPass {
  private counts: Int32Array;
  /** The last token of each prefix's encoding. */
  private last: Int32Array;
  private done = 0;
  private failed = false;
  /** The longest token ending anywhere in the bytes read so far. */
  private longestMatch = 0;
  private readonly depth: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly steps: EncodingSteps,
    /** Where given, the trie walk of each step is recorded here (WholeRun.walks). */
    private readonly walks?: Uint8Array,
  ) {
    this.depth = steps.trie.depth;
    // Room for a chunk's worth of a long piece at once: growing by doubling from a few bytes allocated a dozen
    // arrays for every chunk a splitter counted.
    const room = Math.min(bytes.length + 1, FIRST_ROOM);
    this.counts = new Int32Array(room);
    this.last = new Int32Array(room);
  }

  /** The pass as a whole run, once it has read all of its bytes. */
  whole(): WholeRun {
    return { bytes: this.bytes, counts: this.counts, last: this.last, longestMatch: this.longestMatch, walks: this.walks!, steps: this.steps };
  }

  /**
   * The token count of bytes [0, length) when at most `limit`, else some number above `limit`; -1 when no
   * compatible token ends somewhere before.
   *
   * Why the lower bound holds: the encoding of [0, length) has a token boundary b within the last `depth` bytes
   * before any place j up to `length` (no token is longer), the tokens before b are the encoding of [0, b) (a
   * run of compatible pairs is the encoding of what it spells), so it has at least count(b) tokens, and one
   * more when j is not `length`. A line of a million CJK characters asked "over 500 tokens?" is read for about
   * 500 tokens, not to its end, and so is a window a splitter searches for its longest prefix under a cap.
   */
  countUpTo(length: number, limit: number): number {
    const window = this.depth;
    for (let j = this.done; j < length; j = Math.min(length, j + window)) {
      if (j >= window && limit < Infinity) {
        let fewest = this.counts[j];
        for (let i = j - window + 1; i < j; i++) fewest = Math.min(fewest, this.counts[i]);
        if (fewest + 1 > limit) return fewest + 1;
      }
      this.advance(Math.min(length, j + window));
      if (this.failed) return -1;
    }
    return this.counts[length];
  }

  /** The last token of the encoding of bytes [0, length), for a length the pass has read. */
  lastTokenAt(length: number): number {
    return this.last[length];
  }

  private advance(to: number): void {
    if (this.failed) return;
    if (to >= this.counts.length) this.grow(Math.min(this.bytes.length + 1, Math.max(to + 1, 2 * this.counts.length)));
    const { bytes, counts, last, steps, walks } = this;
    for (let j = this.done + 1; j <= to; j++) {
      const longest = steps.step(bytes, j, counts, last);
      if (longest === 0) {
        this.failed = true;
        return;
      }
      if (walks) walks[j] = Math.min(255, steps.walked);
      if (longest > this.longestMatch) this.longestMatch = longest;
      this.done = j;
    }
  }

  private grow(size: number): void {
    const counts = new Int32Array(size);
    counts.set(this.counts);
    const last = new Int32Array(size);
    last.set(this.last);
    this.counts = counts;
    this.last = last;
  }
}

/** Whether `bytes` are all non-ASCII, all ASCII letters, or neither (undefined). */
function classOf(bytes: Uint8Array): 'nonAscii' | 'asciiLetters' | undefined {
  if (!bytes.length) return 'nonAscii';
  const letters = isAsciiLetter(bytes[0]);
  if (!letters && bytes[0] < 0x80) return undefined;
  for (let i = 1; i < bytes.length; i++) if (letters ? !isAsciiLetter(bytes[i]) : bytes[i] < 0x80) return undefined;
  return letters ? 'asciiLetters' : 'nonAscii';
}

function isAsciiLetter(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
}
