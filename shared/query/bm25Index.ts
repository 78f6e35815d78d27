// A BM25+ index of texts that scores as MiniSearch 7.2 does with one field and its default options (the same
// words, field lengths, running average, score formula and order of additions, so the same floating-point
// scores), in arrays: postings per word, one score slot per text.
//
// Why not MiniSearch itself: `chunklens eval` builds an index per strategy and asks it 1,000 questions; MiniSearch
// keeps a radix tree of words, a Map per posting list and an object per matching text and word, and spent as
// long indexing and searching as chunking the corpus took (1,000 questions, 5 MB, three strategies).
//
// Invariant (shared/README.md invariant 1): pure.

/** MiniSearch's default tokenizer: a word ends at any run of Unicode spaces, line breaks or punctuation. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
/** MiniSearch's default BM25+ parameters. */
const K = 1.2;
const B = 0.7;
const D = 0.5;

/** The texts holding a word, in order, and how often each holds it. */
interface Posting {
  texts: number[];
  counts: number[];
}

/** The texts that matched a query: `texts[i]` scored `scores[i]`; texts in the order MiniSearch first met them. */
export interface Bm25Matches {
  texts: Int32Array;
  scores: Float64Array;
}

/**
 * An index of `texts` (numbered by their place). A text's length is its number of distinct raw words (before
 * lower-casing, the empty word at an edge included), as MiniSearch counts a field; words are lower-cased and
 * empty ones dropped.
 */
export class Bm25Index {
  private readonly postings = new Map<string, Posting>();
  /** Per text, `K × (1 − B + B × length ÷ average length)`: the part of the score that depends on the text alone. */
  private readonly norms: Float64Array;
  private readonly textCount: number;
  /** Scratch per text for one query: its score, the query it was last met in, and how many distinct words it holds. */
  private readonly scores: Float64Array;
  private readonly seenIn: Int32Array;
  private readonly quality: Int32Array;
  private queries = 0;

  constructor(texts: readonly string[]) {
    this.textCount = texts.length;
    const lengths = new Int32Array(texts.length);
    // MiniSearch's running average, updated as each text is added (the same rounding as its one division per text).
    let average = 0;
    texts.forEach((text, at) => {
      const words = text.split(SPACE_OR_PUNCTUATION);
      lengths[at] = new Set(words).size;
      average = (average * at + lengths[at]) / (at + 1);
      for (const word of words) {
        const term = word.toLowerCase();
        if (!term) continue;
        let posting = this.postings.get(term);
        if (!posting) this.postings.set(term, (posting = { texts: [], counts: [] }));
        const last = posting.texts.length - 1;
        if (last >= 0 && posting.texts[last] === at) posting.counts[last]++;
        else {
          posting.texts.push(at);
          posting.counts.push(1);
        }
      }
    });
    this.norms = new Float64Array(texts.length);
    for (let at = 0; at < texts.length; at++) this.norms[at] = K * (1 - B + (B * lengths[at]) / average);
    this.scores = new Float64Array(texts.length);
    this.seenIn = new Int32Array(texts.length);
    this.quality = new Int32Array(texts.length);
  }

  /** The words of `query` as MiniSearch searches them: lower-cased, empty ones dropped, repeats kept. */
  static queryTerms(query: string): string[] {
    return query
      .split(SPACE_OR_PUNCTUATION)
      .map((word) => word.toLowerCase())
      .filter((term) => term !== '');
  }

  /**
   * Every text holding a word of `query`, with MiniSearch's score: per word occurrence in the query, in order,
   * the BM25+ score of the word in the text is added; the sum is then multiplied by the number of distinct
   * query words the text holds.
   */
  search(query: string): Bm25Matches {
    const terms = Bm25Index.queryTerms(query);
    const { scores, seenIn, quality, norms } = this;
    const stamp = ++this.queries;
    const matched: number[] = [];
    const firstOccurrence = new Set<string>();
    for (const term of terms) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const distinct = !firstOccurrence.has(term);
      firstOccurrence.add(term);
      const matching = posting.texts.length;
      const invDocFreq = Math.log(1 + (this.textCount - matching + 0.5) / (matching + 0.5));
      for (let i = 0; i < matching; i++) {
        const text = posting.texts[i];
        const count = posting.counts[i];
        const score = invDocFreq * (D + (count * (K + 1)) / (count + norms[text]));
        if (seenIn[text] !== stamp) {
          seenIn[text] = stamp;
          scores[text] = score;
          quality[text] = 1;
          matched.push(text);
        } else {
          scores[text] = scores[text] + score;
          if (distinct) quality[text]++;
        }
      }
    }
    const out: Bm25Matches = { texts: Int32Array.from(matched), scores: new Float64Array(matched.length) };
    for (let i = 0; i < matched.length; i++) out.scores[i] = scores[matched[i]] * quality[matched[i]];
    return out;
  }

  /** The distinct words of `query` that `text` holds, sorted. */
  matchedTerms(query: string, text: number): string[] {
    const found = new Set<string>();
    for (const term of Bm25Index.queryTerms(query)) {
      const posting = this.postings.get(term);
      if (posting && holds(posting.texts, text)) found.add(term);
    }
    return [...found].sort();
  }
}

/** Whether ascending `texts` holds `text`, by binary search. */
function holds(texts: readonly number[], text: number): boolean {
  let low = 0;
  let high = texts.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (texts[mid] === text) return true;
    if (texts[mid] < text) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}
