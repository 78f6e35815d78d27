// Turns the `table_body` HTML of a MinerU table into plain text: one line per row, cells joined by " | ".

import { Parser } from 'htmlparser2';

/**
 * Plain text of an HTML table as MinerU writes it (`<table><tr><td>…</td></tr></table>`): each `<tr>` becomes
 * one line, its `<td>`/`<th>` cells are joined by `" | "`, entities are decoded, and whitespace inside a cell
 * (including `<br>`) collapses to one space. Text outside any row is kept on lines of its own, so nothing the
 * parser recognised is lost. Built on htmlparser2, which tolerates the unclosed and malformed tags of OCR output.
 */
export function htmlTableText(html: string): string {
  const lines: string[] = [];
  let row: string[] | undefined;
  let cell: string | undefined;
  let loose = '';

  const flushLoose = (): void => {
    const text = collapse(loose);
    if (text) lines.push(text);
    loose = '';
  };
  const closeCell = (): void => {
    if (cell === undefined) return;
    (row ??= []).push(collapse(cell));
    cell = undefined;
  };
  const closeRow = (): void => {
    closeCell();
    if (row?.some((c) => c !== '')) lines.push(row.join(' | '));
    row = undefined;
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'tr') {
          closeRow();
          flushLoose();
          row = [];
        } else if (name === 'td' || name === 'th') {
          closeCell();
          flushLoose();
          cell = '';
        } else if (name === 'br') {
          if (cell !== undefined) cell += ' ';
          else loose += ' ';
        }
      },
      ontext(text) {
        if (cell !== undefined) cell += text;
        else loose += text;
      },
      onclosetag(name) {
        if (name === 'td' || name === 'th') closeCell();
        else if (name === 'tr' || name === 'table') closeRow();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  closeRow();
  flushLoose();
  return lines.join('\n');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
