// Where the chunks of a split Markdown table begin, and what each slice's reader is missing there. A table whose
// rows are records (one thing per row, named in its first cell) loses nothing when a slice repeats the header:
// each row still reads whole. A slice loses meaning when the strategy does not repeat the header (the rows reach
// the embedder without their column names), when it starts with a row that continues the record above it (an
// empty first cell), or when it starts under a group row (`| **Bell** | |`) that stayed in an earlier slice, unless
// that row qualifies its member by the record's name (`| | [Page.Comments](…) |` under `| Page Object |`): it reads whole.
// A table that says "same as above" by repeating a first cell on the next row (`| Search | … |` twice) means "none"
// by an empty one: there a row with an empty first cell is a record of its own, not a continuation.

import type { DocumentText } from '../text/documentText';
import type { Block, Chunk, Span } from '../model/types';
import { ownSpans } from './chunkSpans';

/** What the cuts of one split table cost its slices. */
export interface TableCuts {
  /** Chunk numbers (0-based indices) of slices that do not carry the header row. */
  headerless: number[];
  /** A slice that starts inside a row (cut by words), or undefined. */
  midRow?: { chunk: number; line: Span };
  /** A slice that starts with a row continuing the record above it. */
  continuation?: { chunk: number; row: Span };
  /** A slice that starts under a group row an earlier slice holds. */
  underGroup?: { chunk: number; group: Span; label: string };
}

/** How much of a row is read for its cells: a group row and an empty first cell show in its opening. */
const ROW_READ = 2000;

/** The trimmed cells of a table row's opening (outer pipes dropped; escaped pipes stay inside a cell). */
function cellsOf(row: string): string[] {
  const text = row.slice(0, ROW_READ).trim().replace(/^>[ \t>]*/, '').replace(/^\|/, '').replace(/\|\s*$/, '');
  return text.split(/(?<!\\)\|/).map((c) => c.trim());
}

/** How many blank rows at a slice's start are looked past for its first record (bounded: the scan stays linear). */
const BLANK_ROWS_READ = 8;

/** A row with no text in any cell (`|  |`): a slip of the table, neither a record nor part of one. */
function isBlankRow(row: string): boolean {
  return cellsOf(row).every((c) => c === '');
}

/** A row that labels the rows under it: a first cell with text and every other cell empty. */
function groupLabelOf(row: string): string | undefined {
  const cells = cellsOf(row);
  return cells.length > 1 && cells[0] !== '' && cells.slice(1).every((c) => c === '') ? cells[0] : undefined;
}

/** Visible text of a cell: link text without its target, no tags, emphasis or code marks. */
function visibleText(cell: string): string {
  return cell.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/<[^>]*>/g, ' ').replace(/[*_`]/g, '').trim();
}

/** A record's or group's name as its rows would repeat it: the first cell's first word (up to a space, colon, dot or parenthesis), or undefined when shorter than 3 characters or not starting with a letter. */
function nameOf(label: string): string | undefined {
  const name = /^[^\s:.(]+/.exec(visibleText(label))?.[0];
  return name && name.length >= 3 && /^\p{L}/u.test(name) ? name : undefined;
}

const NAME_CHAR = /[\p{L}\p{N}_-]/u;
/** What follows a name that qualifies a member: `.` or `::`, then the member's first letter. */
const QUALIFIED = /^(?:\.|::)[\p{L}_]/u;

/**
 * Whether `row` qualifies a member by `label`'s name (nameOf), as written (case and all): `Page.Comments`,
 * `[GetEnumerator](…/DataConnectionCollection.GetEnumerator)`. A row that names its record so reads whole in a slice
 * without the row above. Reads the row's opening (ROW_READ).
 */
function namesLabel(row: string, label: string): boolean {
  const name = nameOf(label);
  if (!name) return false;
  const text = row.slice(0, ROW_READ);
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!NAME_CHAR.test(text.charAt(at - 1)) && QUALIFIED.test(text.slice(at + name.length, at + name.length + 3))) return true;
  }
  return false;
}

/** How a group label is set apart from the records' names: emphasised (`**Storage**`, `_Network_`), in capitals, or ending in a colon. */
const LABEL_MARKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['emphasis', /^(?:\*\*[^*]+\*\*|__[^_]+__|\*[^*]+\*|_[^_]+_)$/],
  ['capitals', /^[A-Z][A-Z0-9 &/-]{2,}$/],
  ['colon', /^[^|]*:$/],
];

/** The mark that sets a first cell apart (LABEL_MARKS), or undefined. */
function markOf(cell: string): string | undefined {
  return LABEL_MARKS.find(([, pattern]) => pattern.test(cell))?.[0];
}
/** Unmarked group rows are at most this share of the body rows. */
const UNMARKED_GROUP_SHARE = 1 / 15;

/**
 * Whether the table's rows shaped as group rows (`groupLabelOf`) label the rows under them. A marked label does
 * (LABEL_MARKS), unless half the records' names bear the same mark: a table of student codes in capitals (`| HBB8BO | |`,
 * a student with no scores yet) sets nothing apart by capitals. Unmarked ones do only when they are few (UNMARKED_GROUP_SHARE of the rows), none follows another, and
 * the table opens with one: a mapping table (`| alias | | |` / `| args | | |`: commands with no equivalent in the other
 * columns) has records with empty cells, not groups, a group row is followed by its records, and records above the
 * first such row would belong to no group (`| Site Size | | |` amid timer jobs is a job with no description).
 */
function labelsGroups(rows: readonly Span[], text: DocumentText): boolean {
  let shaped = 0;
  let followed = 0;
  let previousShaped = false;
  const labelMarks = new Set<string>();
  const recordMarks = new Map<string, number>();
  for (let r = 1; r < rows.length; r++) {
    const row = text.slice(rows[r].start, rows[r].end);
    const label = groupLabelOf(row);
    if (label !== undefined) {
      shaped++;
      const mark = markOf(label);
      if (mark) labelMarks.add(mark);
      if (previousShaped) followed++;
    } else {
      const mark = markOf(cellsOf(row)[0]);
      if (mark) recordMarks.set(mark, (recordMarks.get(mark) ?? 0) + 1);
    }
    previousShaped = label !== undefined;
  }
  const records = rows.length - 1 - shaped;
  const setApart = [...labelMarks].some((mark) => (recordMarks.get(mark) ?? 0) * 2 < records);
  const opensWithGroup = rows.length > 1 && groupLabelOf(text.slice(rows[1].start, rows[1].end)) !== undefined;
  return setApart || (opensWithGroup && followed === 0 && shaped <= UNMARKED_GROUP_SHARE * (rows.length - 1));
}

/**
 * Whether some body row repeats the first cell of the row right above it (`| Search | Crawler |` under
 * `| Search | Indexer |`): the table writes "same as above" out, so its empty first cells mean "none".
 */
function repeatsFirstCells(rows: readonly Span[], text: DocumentText): boolean {
  let above = '';
  for (let r = 1; r < rows.length; r++) {
    const cell = cellsOf(text.slice(rows[r].start, rows[r].end))[0];
    if (cell !== '' && cell === above) return true;
    above = cell;
  }
  return false;
}

/**
 * What each cut of `table` (a Markdown table block whose `parts` are its header row and body rows) costs the
 * slices `covering` (chunk indices, in order) hold. Reads each row's opening once; linear in the rows.
 */
export function tableCutsOf(table: Block, text: DocumentText, chunks: readonly Chunk[], covering: readonly number[], first: number): TableCuts {
  const rows = table.parts ?? [];
  const cuts: TableCuts = { headerless: [] };
  if (rows.length < 2) return cuts;
  const header = text.slice(rows[0].start, rows[0].end).trim().replace(/^>[ \t>]*/, '');
  let r = 1;
  let group: { span: Span; label: string } | undefined;
  /** The first cell of the last row above the slice that has one: the record a continuation row continues. */
  let record = '';
  const grouped = labelsGroups(rows, text);
  /** Whether a row with an empty first cell continues the record above it, or is a record without that cell (repeatsFirstCells). */
  let continues: boolean | undefined;
  for (const n of covering.slice(1)) {
    const chunk = chunks[n - first];
    const start = ownSpans(chunk).find((s) => s.end > table.span.start)?.start ?? table.span.start;
    while (r < rows.length && rows[r].end <= start) {
      const rowText = text.slice(rows[r].start, rows[r].end);
      const label = grouped ? groupLabelOf(rowText) : undefined;
      if (label !== undefined) group = { span: rows[r], label };
      const firstCell = cellsOf(rowText)[0];
      if (firstCell !== '') record = firstCell;
      r++;
    }
    if (!chunk.content.includes(header)) cuts.headerless.push(n);
    const row = rows[r];
    if (!row) continue;
    if (start > row.start) {
      cuts.midRow ??= { chunk: n, line: row };
      continue;
    }
    let opening = r;
    while (opening < rows.length && opening - r < BLANK_ROWS_READ && isBlankRow(text.slice(rows[opening].start, rows[opening].end))) opening++;
    if (opening === rows.length || opening - r === BLANK_ROWS_READ) continue;
    const rowText = text.slice(rows[opening].start, rows[opening].end);
    if (cellsOf(rowText)[0] === '') {
      continues ??= !repeatsFirstCells(rows, text);
      if (continues && !namesLabel(rowText, record)) cuts.continuation ??= { chunk: n, row: rows[opening] };
    } else if (group && groupLabelOf(rowText) === undefined && !namesLabel(rowText, group.label)) cuts.underGroup ??= { chunk: n, group: group.span, label: group.label };
  }
  return cuts;
}
