// The crate's chunking loop (TextChunks in src/splitter.rs), shared by TextSplitter and MarkdownSplitter: at the
// cursor, pick the coarsest semantic level (else fallback level) whose first section fits, gather that level's
// sections up to a size estimate, binary-search the longest run of them that fits the capacity, emit it trimmed,
// and move the cursor to its end, or back by the longest run of sections that fits the overlap.

import { fits, saturatingAdd, saturatingMul, type ChunkCapacity } from './chunkCapacity';
import { FALLBACK_LEVELS, FallbackSegments, type FallbackLevel } from './fallbackSegments';
import { MemoizedSizer, type LevelCandidate, type SliceSize } from './memoizedSizer';
import { sectionsOf, type LevelKind, type Section } from './sections';
import { SemanticRanges, type LevelRange } from './semanticRanges';
import type { TextMeasure } from './textMeasure';
import { trimRange, type TrimMode } from './trim';

/** What one run of the splitter needs: the text, its semantic items, how its levels cut, and the configuration. */
export interface ChunkRun {
  measure: TextMeasure;
  items: LevelRange[];
  kind: LevelKind;
  capacity: ChunkCapacity;
  /** The overlap as a capacity (`desired = max = overlap`); max 0: none. */
  overlap: number;
  /** The splitter's trim when the configuration's `trim` is on, else `none`. */
  trim: TrimMode;
  size: SliceSize;
}

/** A chunk: its UTF-16 range in the text, after trimming. */
export type ChunkRange = Section;

/** The chunks of the text in order, as the crate's `chunk_indices` gives them (UTF-16 ranges). */
export function textChunks(run: ChunkRun): ChunkRange[] {
  return new TextChunks(run).all();
}

class TextChunks {
  private readonly text: string;
  private readonly bytes: Uint32Array;
  private readonly sizer: MemoizedSizer;
  private readonly semantic: SemanticRanges;
  private readonly fallback: FallbackSegments;
  private readonly overlap: ChunkCapacity;
  private maxChunkSize: number | undefined;
  private cursor = 0;
  private prevItemEnd = 0;
  private nextSections: Section[] = [];

  constructor(private readonly run: ChunkRun) {
    this.text = run.measure.text;
    this.bytes = run.measure.bytes;
    this.sizer = new MemoizedSizer(run.measure, run.size, run.trim);
    this.semantic = new SemanticRanges(run.items);
    this.fallback = new FallbackSegments(this.text);
    this.overlap = { desired: run.overlap, max: run.overlap };
  }

  all(): ChunkRange[] {
    const out: ChunkRange[] = [];
    while (this.cursor < this.text.length) {
      const chunk = this.nextChunk();
      if (chunk.end === chunk.start || chunk.end <= this.prevItemEnd) continue;
      this.prevItemEnd = chunk.end;
      out.push(chunk);
    }
    return out;
  }

  private byteLength(start: number, end: number): number {
    return this.bytes[end] - this.bytes[start];
  }

  private nextChunk(): ChunkRange {
    this.semantic.updateCursor(this.cursor);
    const low = this.updateNextSections();
    const [start, end] = this.binarySearchNextChunk(low);
    const size = this.byteLength(start, end);
    this.maxChunkSize = this.maxChunkSize === undefined ? size : Math.max(this.maxChunkSize, size);
    this.sizer.clear();
    this.updateCursor(end);
    const [s, e] = trimRange(this.run.trim, this.run.measure, start, end);
    return { start: s, end: e };
  }

  private binarySearchNextChunk(lowStart: number): [number, number] {
    const sections = this.nextSections;
    const start = this.cursor;
    if (sections.length === 0) return [start, this.text.length];
    const capacity = this.run.capacity;
    let end = this.cursor;
    let low = lowStart;
    let high = Math.max(sections.length - 1, 0);
    let equalsFound = false;
    let successIndex: number | undefined;
    let successSize = 0;
    while (low <= high) {
      const mid = low + Math.floor((high - low) / 2);
      const textEnd = sections[mid].end;
      const size = this.sizer.chunkSize(start, start, textEnd);
      const fit = fits(capacity, size);
      if (fit < 0) {
        if (textEnd > end) [end, successIndex, successSize] = [textEnd, mid, size];
      } else if (fit === 0) {
        if (textEnd < end || !equalsFound) [end, successIndex, successSize] = [textEnd, mid, size];
        equalsFound = true;
      } else if (mid === 0 && start === end) {
        [end, successIndex, successSize] = [textEnd, mid, size];
      }
      if (fit < 0) low = mid + 1;
      else if (mid > 0) high = mid - 1;
      else break;
    }
    if (successIndex !== undefined) {
      for (let i = successIndex + 1; i < sections.length; i++) {
        const textEnd = sections[i].end;
        if (this.sizer.chunkSize(start, start, textEnd) > successSize) break;
        if (textEnd > end) end = textEnd;
      }
    }
    return [start, end];
  }

  private updateCursor(end: number): void {
    if (this.overlap.max === 0) {
      this.cursor = end;
      return;
    }
    const sections = this.nextSections;
    let start = end;
    let low = 0;
    let high = searchEnd(sections, end);
    while (low <= high) {
      const mid = low + Math.floor((high - low) / 2);
      if (mid >= sections.length) break;
      const offset = sections[mid].start;
      const fit = fits(this.overlap, this.sizer.chunkSize(offset, offset, end));
      if (fit <= 0 && offset < start && offset > this.cursor) start = offset;
      if (fit < 0 && mid > 0) high = mid - 1;
      else low = mid + 1;
    }
    this.cursor = start;
  }

  /** Fills nextSections with the chosen level's sections up to an estimate of the chunk's end; returns the binary search's low bound. */
  private updateNextSections(): number {
    this.nextSections = [];
    const cursor = this.cursor;
    const end = this.text.length;
    const semantic = this.semantic;
    const kind = this.run.kind;
    const semanticSections = (level: number) => sectionsOf(this.text, cursor, end, semantic.levelRanges(level), kind);
    const candidates = function* (): Generator<LevelCandidate<number>> {
      let lower: number | undefined;
      for (const level of semantic.levelsRemaining()) {
        const first = semanticSections(level).next();
        const candidateLower = lower;
        lower = level;
        if (!first.done) yield { level, first: first.value, lower: candidateLower };
      }
    };
    const found = this.sizer.findCorrectLevel(cursor, this.run.capacity, candidates(), (lower, chunkEnd) =>
      lower === undefined ? [][Symbol.iterator]() : endsUpTo(semanticSections(lower), chunkEnd),
    );
    let maxOffset = found.maxOffset;
    let sections: Iterator<Section>;
    if (found.level !== undefined) {
      sections = semanticSections(found.level);
    } else {
      const fallback = this.fallback;
      const fallbackCandidates = function* (): Generator<LevelCandidate<FallbackLevel>> {
        for (const level of FALLBACK_LEVELS) {
          const first = fallback.sections(level, cursor).next();
          if (!first.done) yield { level, first: first.value, lower: level === 'sentence' ? 'word' : undefined };
        }
      };
      const fb = this.sizer.findCorrectLevel(cursor, this.run.capacity, fallbackCandidates(), (lower, chunkEnd) =>
        lower === undefined ? [][Symbol.iterator]() : endsUpTo(fallback.sections(lower, cursor), chunkEnd),
      );
      maxOffset = fb.maxOffset !== undefined && maxOffset !== undefined ? Math.min(fb.maxOffset, maxOffset) : (fb.maxOffset ?? maxOffset);
      sections = fallback.sections(fb.level ?? 'char', cursor);
    }
    return this.fillSections(sections, maxOffset);
  }

  private fillSections(sections: Iterator<Section>, maxOffset: number | undefined): number {
    const next = this.nextSections;
    const cursor = this.cursor;
    const cursorByte = this.bytes[cursor];
    const max = this.run.capacity.max;
    let low = 0;
    let prevEquals: number | undefined;
    let target = this.maxChunkSize ?? max;
    let exhausted = false;
    const pull = (): Section | undefined => {
      if (exhausted) return undefined;
      for (let r = sections.next(); !r.done; r = sections.next()) {
        if (maxOffset !== undefined && r.value.start > maxOffset) break;
        if (r.value.end > r.value.start) return r.value;
      }
      exhausted = true;
      return undefined;
    };
    for (;;) {
      const prevNum = next.length;
      for (let s = pull(); s; s = pull()) {
        next.push(s);
        if (this.bytes[s.end] > saturatingAdd(cursorByte, target)) break;
      }
      if (next.length === prevNum) break;
      const last = next[next.length - 1];
      if (this.bytes[last.end] - cursorByte < target) break;
      const size = this.sizer.chunkSize(last.start, cursor, last.end);
      const fit = fits(this.run.capacity, size);
      if (fit <= 0) {
        const finalOffset = this.bytes[last.end] - cursorByte;
        const sz = Math.max(size, 1);
        const diff = Math.max(max - sz, 1);
        const avg = Math.ceil(finalOffset / sz);
        target = saturatingAdd(saturatingAdd(finalOffset, saturatingMul(diff, avg)), Math.ceil(finalOffset / 10));
      }
      if (fit < 0) low = Math.max(next.length - 1, 0);
      else if (fit === 0) {
        if (prevEquals !== undefined && prevEquals < size) break;
        prevEquals = size;
      } else break;
    }
    return low;
  }
}

/** The section ends of `sections` up to `chunkEnd` (a level's boundaries for probing). */
function* endsUpTo(sections: Iterator<Section>, chunkEnd: number): Generator<number> {
  for (let r = sections.next(); !r.done && r.value.end <= chunkEnd; r = sections.next()) yield r.value.end;
}

/** Rust's `binary_search_by_key(&end, section end)`: the index of `end`, or where it would go. */
function searchEnd(sections: Section[], end: number): number {
  let lo = 0;
  let hi = sections.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sections[mid].end < end) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
