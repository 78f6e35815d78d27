// fast-check arbitraries for the property tests: generated Markdown, `.blocks.jsonl`, MinerU content lists
// and page lists, built from words (with the special characters of issue 16 mixed in) so that every letter
// and digit of a document is text some chunk must keep.

import fc from 'fast-check';
import { SPECIAL_CHARACTERS } from './keptText';

/** A word: letters and digits, now and then with a special character inside. */
export const word = fc.oneof(
  { weight: 8, arbitrary: fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{1,3}$/).chain((w) => fc.constantFrom(...SPECIAL_CHARACTERS.filter((c) => c !== '\uFEFF')).map((c) => `${w}${c}${w}`)) },
  { weight: 1, arbitrary: fc.constantFrom('中文字', 'Привет', 'naïve', '🚀x', 'x.y', 'a-b') },
);

const words = (max: number) => fc.array(word, { minLength: 1, maxLength: max }).map((ws) => ws.join(' '));
const sentence = words(12).map((s) => `${s}.`);
const paragraph = fc.array(sentence, { minLength: 1, maxLength: 8 }).map((ss) => ss.join(' '));

/** One Markdown block. A thematic break is `***`: a document starting with `---` opens front matter, which is not content. */
const markdownBlock = fc.oneof(
  { weight: 5, arbitrary: paragraph },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 1, max: 4 }), words(5)).map(([level, text]) => `${'#'.repeat(level)} ${text}`) },
  { weight: 2, arbitrary: fc.array(words(6), { minLength: 1, maxLength: 5 }).map((items) => items.map((i) => `- ${i}`).join('\n')) },
  { weight: 1, arbitrary: fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 5 }).map((rows) => ['| a | b |', '|---|---|', ...rows.map(([x, y]) => `| ${x} | ${y} |`)].join('\n')) },
  { weight: 1, arbitrary: fc.array(words(6), { minLength: 1, maxLength: 4 }).map((lines) => ['```', ...lines, '```'].join('\n')) },
  { weight: 1, arbitrary: paragraph.map((p) => `> ${p}`) },
  { weight: 1, arbitrary: fc.constantFrom('<!-- ~ -->', '***', '<!-- PageBreak -->') },
);

/** A Markdown document of up to `maxBlocks` blocks, separated by blank lines. */
export const markdownDocument = (maxBlocks = 12) => fc.array(markdownBlock, { minLength: 1, maxLength: maxBlocks }).map((blocks) => `${blocks.join('\n\n')}\n`);

/** A `.blocks.jsonl` text: content lines with headings and parent headings. */
export const blocksJsonl = fc
  .array(fc.record({ content: paragraph, heading: fc.option(words(4), { nil: undefined }), parents: fc.array(words(3), { maxLength: 3 }), level: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 8 })
  .map((lines) => lines.map((l) => JSON.stringify({ type: 'content', content: l.content, heading: l.heading, parent_headings: l.parents, level: l.level })).join('\n') + '\n');

/** A MinerU content list: headings and body text over a few pages. */
export const contentList = fc
  .array(fc.record({ text: paragraph, level: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), page: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 10 })
  .map((items) => JSON.stringify(items.map((i) => ({ type: 'text', text: i.text, text_level: i.level, page_idx: i.page }))));

/** A page list. */
export const pageList = fc.array(paragraph, { minLength: 1, maxLength: 5 }).map((pages) => JSON.stringify(pages.map((text, page_num) => ({ page_num, text }))));

/**
 * A DoclingDocument: a title, section headers, paragraphs and bullet lists (a list group of list items) in the
 * body's order, written as docling-core exports them (texts in reading order, groups beside them).
 */
export const doclingDocument = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: paragraph.map((text) => ({ label: 'text', text })) },
      { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 0, max: 3 }), words(5)).map(([level, text]) => (level === 0 ? { label: 'title', text } : { label: 'section_header', text, level })) },
      { weight: 1, arbitrary: fc.array(words(6), { minLength: 1, maxLength: 4 }).map((items) => ({ label: 'list', items })) },
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((entries) => {
    const texts: object[] = [];
    const groups: object[] = [];
    const body: object[] = [];
    const text = (parent: string, fields: object) => {
      const ref = `#/texts/${texts.length}`;
      texts.push({ self_ref: ref, parent: { $ref: parent }, children: [], content_layer: 'body', prov: [], ...fields, orig: (fields as { text: string }).text });
      return { $ref: ref };
    };
    for (const e of entries) {
      if ('items' in e) {
        const ref = `#/groups/${groups.length}`;
        const group = { self_ref: ref, parent: { $ref: '#/body' }, children: [] as object[], content_layer: 'body', name: 'list', label: 'list' };
        groups.push(group);
        for (const item of e.items) group.children.push(text(ref, { label: 'list_item', text: item, enumerated: false, marker: '-' }));
        body.push({ $ref: ref });
      } else body.push(text('#/body', e));
    }
    return JSON.stringify({ schema_name: 'DoclingDocument', version: '1.3.0', name: 'generated', body: { self_ref: '#/body', children: body, content_layer: 'body', name: '_root_', label: 'unspecified' }, groups, texts, tables: [], pictures: [] }, null, 1);
  });
