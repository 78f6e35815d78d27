// The block of one section that the section parser (sectionBlocks.ts) returns, before it is placed in a document.

import type { BlockKind, Span } from '../model/types';

/** A block of one section, with offsets relative to the section start and no heading path yet. */
export interface SectionBlock {
  kind: BlockKind;
  start: number;
  end: number;
  level?: number;
  headingText?: string;
  parts?: Span[];
  nestedCode?: Span[];
  meta?: Record<string, unknown>;
}

/** Memo of parsed regions keyed by region text. */
export type SectionCache = Map<string, SectionBlock[]>;
