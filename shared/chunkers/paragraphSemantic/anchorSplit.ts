// AnchorSplit (spec §3.4): a block over target_max is cut at short-paragraph anchors nearest the balanced
// split points, each anchor becoming the heading of the sub-block it starts; with no anchor it falls back to
// table row splits, then greedy packing, then R character splitting (reported as CK101).

import { characterSplit, type CharPiece } from './characterSplit';
import { newBlock, reportDegraded, type BlockBase, type Para, type PBlock, type PContext, type TableRole } from './pBlock';
import { splitTableText } from './tableRowSplit';

/** The caps one AnchorSplit runs under (HeadingGlue may pass a reduced target_max). */
export interface AnchorCaps {
  targetMax: number;
  targetIdeal: number;
}

/**
 * Splits `paras` so that every sub-block is ≤ `caps.targetMax` tokens where the content allows. Only the first
 * sub-block keeps `role`; anchors are non-table paragraphs of 1–100 characters other than the first.
 */
export function splitLongBlock(paras: Para[], base: BlockBase, role: TableRole, caps: AnchorCaps, ctx: PContext, notes: PBlock['notes'] = []): PBlock[] {
  const whole = newBlock(base, paras, role, ctx, notes);
  if (ctx.tokenizer.countUpTo(whole.content, caps.targetMax) <= caps.targetMax) return [whole];
  const isAnchor = (p: Para, index: number): boolean => {
    const length = [...p.text].length;
    return index > 0 && !p.isTable && length > 0 && length <= ctx.thresholds.maxAnchorChars;
  };
  // Without an anchor the block's token total is not needed: a block of one long line is not counted whole.
  if (!paras.some(isAnchor)) return splitWithoutAnchor(paras, base, role, caps, ctx, notes);
  const total = whole.tokens;
  const targetBlocks = Math.max(Math.ceil(total / caps.targetIdeal), Math.ceil(total / caps.targetMax));
  const targetSize = total / targetBlocks;
  const candidates: Array<{ index: number; position: number }> = [];
  let cumulative = 0;
  paras.forEach((p, index) => {
    if (isAnchor(p, index)) candidates.push({ index, position: cumulative });
    cumulative += ctx.tokenizer.count(p.text);
  });

  const pool = [...candidates];
  const selected: typeof candidates = [];
  for (let i = 1; i < targetBlocks && pool.length; i++) {
    const ideal = i * targetSize;
    let best = 0;
    for (let j = 1; j < pool.length; j++) if (Math.abs(pool[j].position - ideal) < Math.abs(pool[best].position - ideal)) best = j;
    selected.push(pool.splice(best, 1)[0]);
  }
  selected.sort((a, b) => a.index - b.index);

  const subs: PBlock[] = [];
  let prev = 0;
  let heading = base.heading;
  let parents = [...base.parentHeadings];
  let curRole = role;
  let curNotes = notes;
  for (const anchor of selected) {
    const slice = paras.slice(prev, anchor.index);
    if (slice.length) subs.push(newBlock({ ...base, heading, parentHeadings: parents }, slice, curRole, ctx, curNotes));
    if (base.heading && heading === base.heading) parents = [...base.parentHeadings, base.heading];
    heading = paras[anchor.index].text;
    curRole = 'none';
    curNotes = [{ reason: 'budget', detail: 'anchor paragraph promoted to heading (AnchorSplit)' }];
    prev = anchor.index;
  }
  subs.push(newBlock({ ...base, heading, parentHeadings: parents }, paras.slice(prev), curRole, ctx, curNotes));
  return subs.flatMap((sub) => (sub.tokens > caps.targetMax ? splitLongBlock(sub.paras, sub, sub.role, caps, ctx, sub.notes) : [sub]));
}

/** The three-tier no-anchor fallback: oversized tables by rows, greedy packing, R for a paragraph too long. */
function splitWithoutAnchor(paras: Para[], base: BlockBase, role: TableRole, caps: AnchorCaps, ctx: PContext, notes: PBlock['notes']): PBlock[] {
  const { tokenizer } = ctx;
  const span = paras[0].span;
  const tiers = new Set<string>(['greedy packing']);
  const pieces: Para[] = [];
  for (const p of paras) {
    if (p.isTable && tokenizer.countUpTo(p.text, caps.targetMax) > caps.targetMax) {
      tiers.add('table row split');
      const lastMin = Math.max(Math.trunc(caps.targetMax * 0.32), 1);
      for (const t of splitTableText(p.text, p.span, { max: caps.targetMax, ideal: caps.targetIdeal, lastMin }, ctx, false)) {
        pieces.push({ ...p, text: t.text, isTable: t.isTable });
      }
    } else pieces.push(p);
  }
  const sep = tokenizer.count('\n');
  const groups: Array<{ paras: Para[]; overlapChars: number }> = [];
  let buf: Para[] = [];
  let bufTokens = 0;
  for (const piece of pieces) {
    // Exact when it fits; a piece over the cap is split whatever its count.
    const n = tokenizer.countUpTo(piece.text, caps.targetMax);
    if (n > caps.targetMax) {
      tiers.add('character split');
      if (buf.length) groups.push({ paras: buf, overlapChars: 0 });
      buf = [];
      bufTokens = 0;
      for (const c of characterSplit(piece.text, caps.targetMax, ctx.overlap, ctx)) {
        groups.push({ paras: [{ ...piece, ...pieceSource(piece, c), text: c.text, isTable: false }], overlapChars: c.overlapChars });
      }
      continue;
    }
    const add = n + (buf.length ? sep : 0);
    if (buf.length && bufTokens + add > caps.targetMax) {
      groups.push({ paras: buf, overlapChars: 0 });
      buf = [];
      bufTokens = 0;
    }
    bufTokens += buf.length ? add : n;
    buf.push(piece);
  }
  if (buf.length) groups.push({ paras: buf, overlapChars: 0 });
  const how = [...tiers].join(', then ');
  reportDegraded(
    ctx,
    span,
    `block "${base.heading}" is over ${caps.targetMax} tokens with no short-paragraph anchor (≤ ${ctx.thresholds.maxAnchorChars} chars): split by ${how}`,
    tiers.has('character split') ? 'warning' : 'info',
  );
  const detail = { reason: 'fallback' as const, detail: `no anchor: ${how}` };
  return groups.map((g, i) => {
    const overlap = g.overlapChars ? [{ reason: 'fallback' as const, detail: `starts with ${g.overlapChars} characters repeated from the previous piece (R overlap)` }] : [];
    return newBlock(base, g.paras, i === 0 ? role : 'none', ctx, [...(i === 0 ? notes : []), detail, ...overlap]);
  });
}

/**
 * Where a character-split piece lies in the source: its own range with its overlap when the paragraph's text
 * stands for its source one UTF-16 unit for one (a Markdown line, or a paragraph whose soft breaks became spaces),
 * else the paragraph's whole span (a .blocks.jsonl line, whose text is JSON-decoded).
 */
function pieceSource(para: Para, piece: CharPiece): Pick<Para, 'span' | 'overlapChars'> {
  if (para.span.end - para.span.start !== para.text.length) return { span: para.span };
  const start = para.span.start + piece.start;
  return { span: { start, end: start + piece.text.length }, ...(piece.overlapChars ? { overlapChars: piece.overlapChars } : {}) };
}
