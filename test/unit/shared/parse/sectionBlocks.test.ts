import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { mayHoldTable } from '../../../../shared/parse/flowEvents';
import { headingLineBlock, setextHeadingBlocks } from '../../../../shared/parse/headingLine';
import { splitSectionRegions } from '../../../../shared/parse/markdownRegions';
import { splitMarkdownSections } from '../../../../shared/parse/markdownSections';
import { parseSection } from '../../../../shared/parse/sectionBlocks';
import { parseSectionWithRemark } from '../../../helpers/remarkSectionBlocks';
import { repoPath } from '../../../helpers/repoPath';

const SAMPLES = repoPath('test/fixtures/corpus-sample');

/** Parses `text` and checks the blocks equal remark's; returns them for further expectations. */
function parsedLikeRemark(text: string) {
  const blocks = parseSection(text);
  assert.deepEqual(blocks, parseSectionWithRemark(text), JSON.stringify(text));
  return blocks;
}

describe('section blocks from micromark events', () => {
  it('a list with lazy continuation lines, blank lines between items and a nested list has remark item spans', () => {
    const text = '- one\nlazy line\n- two\n\n- three\n  - nested\n    lazy\n\n  more of three\n\n\npara\n';
    const [list, para] = parsedLikeRemark(text);
    assert.equal(list.kind, 'list');
    assert.deepEqual(list.parts?.map((p) => text.slice(p.start, p.end)), ['- one\nlazy line', '- two', '- three\n  - nested\n    lazy\n\n  more of three']);
    assert.equal(para.kind, 'paragraph');
  });

  it('an item whose fence the next item closes ends where the next item starts (after dgraph-io/dgraph-docs helm-chart.md)', () => {
    const text = '1. Get the pods:\n    ```bash\n    pod-0   1/1\n\n1. Get the endpoint:\n    ```bash\n    export X=1\n    ```\n';
    const [list] = parsedLikeRemark(text);
    assert.deepEqual(list.parts?.map((p) => text.slice(p.start, p.end)), ['1. Get the pods:\n    ```bash\n    pod-0   1/1\n\n', '1. Get the endpoint:\n    ```bash\n    export X=1\n    ```']);
  });

  it('a fence indented by up to three spaces is fenced; a block indented by a tab or four spaces is not', () => {
    const blocks = parsedLikeRemark('  ```js\n  code\n  ```\n\n\t./run.sh --all\n\n    more indented\n\n~~~\nx\n~~~\n');
    assert.deepEqual(blocks.map((b) => b.meta?.fenced), [true, false, true]);
  });

  it('ordered lists, lists ending in a fence and lists interrupted by a heading match remark', () => {
    parsedLikeRemark('1. a\n2) b\n3. c\n\n10. ten\n11. eleven\n');
    const [list, heading] = parsedLikeRemark('* item\n  ```js\n  code\n  ```\n* next\n# After\n');
    assert.equal(list.meta?.ordered, false);
    assert.equal(heading.headingText, 'After');
    parsedLikeRemark('- a\n\n  > quoted\n  > more\n- b\n\n<!-- end -->\n');
  });

  it('nested block quotes give their children as parts, lazy lines included', () => {
    const text = '> outer\n> > inner\n> > lazy\n>\n> - item\n> # heading\n\nafter\n';
    const [quote] = parsedLikeRemark(text);
    assert.equal(quote.kind, 'quote');
    assert.equal(quote.parts?.length, 4);
    parsedLikeRemark('> a\nlazy\n> b\n\n>\n> \n> c\n');
  });

  it('tables give one part per row (header and body, not the delimiter row) and end at a blank line', () => {
    const text = '| a | b |\n|---|:-:|\n| 1 | 2 |\n| 3 | 4 |\n\nafter\n';
    const [table] = parsedLikeRemark(text);
    assert.deepEqual(table.parts?.map((p) => text.slice(p.start, p.end)), ['| a | b |', '| 1 | 2 |', '| 3 | 4 |']);
    parsedLikeRemark('a | b\n-- | --\nx\ny | z\n> quote\n');
  });

  it('a table needs a pipe or an alignment colon in its delimiter row; text with neither is parsed without the table construct', () => {
    const text = 'Head\n:-\nrow\n\nA\n-:\n';
    assert.equal(mayHoldTable(text), true);
    assert.deepEqual(parsedLikeRemark(text).map((b) => b.kind), ['table', 'table']);
    for (const plain of ['Title\n--\n\n- a\n- b\n\n---\n', 'a\n- - -\nb: c\n\n> q\n> ---\n', 'x\n---\ny\n=\n']) {
      assert.equal(mayHoldTable(plain), false, plain);
      parsedLikeRemark(plain);
    }
    assert.equal(mayHoldTable('x | y'), true);
  });

  it('setext headings, also over several lines and after a definition, have remark levels and text', () => {
    const [h1, h2] = parsedLikeRemark('Title\n=====\n\nSub *part*\nline two\n---\n');
    assert.deepEqual([h1.level, h1.headingText, h2.level, h2.headingText], [1, 'Title', 2, 'Sub part\nline two']);
    parsedLikeRemark('[a]: /url\nFoo [a]\n===\n');
    parsedLikeRemark('  Indented  \n  ===\n\nhard  \nbreak\n---\n');
    parsedLikeRemark('+++\nnot front matter\n---\n');
  });

  it('heading text reads emphasis, code, links, images, character references, escapes and HTML like remark', () => {
    const cases: Array<[string, string]> = [
      ['# *Emphasis* and __strong__ ~~gone~~', 'Emphasis and strong gone'],
      ['## `code  span` here', 'code  span here'],
      ['### [link](http://x.y "t") and ![alt *text*](i.png)', 'link and alt text'],
      ['# caf&eacute; &#x41; &#66; &bogus; \\*not\\*', 'café A B &bogus; *not*'],
      ['# a <b>bold</b> tag', 'a <b>bold</b> tag'],
      ['# www.example.com/*x* and <https://a.b>', 'www.example.com/*x* and https://a.b'],
      ['# closing hashes ##   ', 'closing hashes'],
      ['#', ''],
    ];
    for (const [text, expected] of cases) assert.equal(parsedLikeRemark(text)[0].headingText, expected, text);
  });

  it('heading text reads hard breaks, CRLF, autolinks, strikethrough, unmatched markers and unresolved references like remark', () => {
    const cases = [
      'a\\\nb *c\nd* `e\nf`\n---\n',
      'Title\r\nline  \r\nnext\r\n===\r\n',
      '# <a@b.co> x@y.com https://z.org/p?q=1. ~~gone~~ ~one~ ~~~three~~~\n',
      '# [^1] [ref] [a][b] [c][] *open _under ** *** \\a \\* &amp &#0; &#x110000; &unknown;\n',
      '# [![img *alt*](i.png "t") label](u) ![outer ![inner](x)](y) [link\ntext](z)\n',
      'html <span\nclass="x">in</span>\n---\n',
      '## **[a](b)** _c_ `` ` `` <!-- note --> \\\n',
    ];
    for (const text of cases) parsedLikeRemark(text);
  });

  it('random headings over the inline syntax characters read like remark', () => {
    const piece = fc.constantFrom('*', '_', '**', '~', '~~', '`', '[', ']', '(', ')', '!', '<', '>', '&', ';', '#', '\\', 'a', 'b c', ' ', '  ', '\n', 'www.x.io', 'a@b.co', 'http://h', '&amp;', '&#35;', 'é', '\t');
    const heading = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(heading, fc.boolean(), (content, setext) => {
        parsedLikeRemark(setext ? `x${content}\n---\n` : `# x${content.replace(/\n/g, ' ')}\n`);
      }),
      { numRuns: 400, seed: 16 },
    );
  });

  it('a region that is one ATX heading line is read without a flow parse, as remark reads it', () => {
    const opening = fc.constantFrom('#', '##', '######', '#######', ' #', '#\t', '#5');
    const piece = fc.constantFrom('*', '_', '`', '[', '!', '<', '&amp;', '\\', '#', ' #', ' ##', 'a', 'b c', ' ', '\t', '\ufeff', '\u00a0', 'é');
    const ending = fc.constantFrom('', '\n', '\n\n  \n', '  \n\t\n', '\r\n', '\ntext\n');
    let readDirectly = 0;
    fc.assert(
      fc.property(opening, fc.array(piece, { maxLength: 10 }), ending, (open, pieces, end) => {
        const text = `${open}${pieces.length ? ' ' : ''}${pieces.join('')}${end}`;
        if (headingLineBlock(text)) readDirectly++;
        parsedLikeRemark(text);
      }),
      { numRuns: 600, seed: 27 },
    );
    assert.ok(readDirectly > 100, `${readDirectly} of 600 read directly`);
    for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.md'))) {
      for (const line of readFileSync(join(SAMPLES, name), 'utf8').split('\n').filter((l) => l.startsWith('#'))) parsedLikeRemark(`${line}\n`);
    }
  });

  it('a region of setext headings over plain paragraph lines is read without a flow parse, as remark reads it', () => {
    const plainStart = fc.constantFrom('a', 'Z', 'é', '中', '7', '3 ', '1.x', 'word ');
    const otherStart = fc.constantFrom('1.', '2)', '10. x', '#', '-', ' a', '\ta', '    a', '<b>', '|', '[', '*a', '_');
    const start = fc.oneof({ arbitrary: plainStart, weight: 6 }, { arbitrary: otherStart, weight: 1 });
    const inlinePiece = fc.constantFrom('*', '_', '**', '`', '<b>', '</b>', '&amp;', '\\', ' ', '  ', 'www.a.io', 'b c', '\ufeff', '\u00a0');
    const piece = fc.oneof({ arbitrary: inlinePiece, weight: 6 }, { arbitrary: fc.constantFrom('|', '[x]', '](', ':-'), weight: 1 });
    const lineEnd = fc.constantFrom('', '', '', '', '', '', ' ', '\t', '  ', '\\');
    const line = fc.tuple(start, fc.array(piece, { maxLength: 3 }), lineEnd).map(([s, pieces, e]) => `${s}${pieces.join('')}${e}`);
    const underline = fc.constantFrom('=', '==', '===', '-', '--', '---', '----', '=====', '- -', '---  ', ' ---', '   ===', '    ---', '===\t', '-=-');
    const between = fc.constantFrom('\n', '\n', '\n\n', '\n \t\n', '\n\n\n');
    const heading = fc.tuple(fc.array(line, { minLength: 1, maxLength: 3 }), underline, between).map(([lines, under, gap]) => `${lines.join('\n')}\n${under}${gap}`);
    const ending = fc.constantFrom('', '', '\n', '\ntext\n', '\r\n', '\n# next\n', 'dangling line\n');
    let readDirectly = 0;
    fc.assert(
      fc.property(fc.array(heading, { minLength: 1, maxLength: 3 }), ending, (headings, end) => {
        const text = `${headings.join('')}${end}`;
        if (setextHeadingBlocks(text)) readDirectly++;
        parsedLikeRemark(text);
      }),
      { numRuns: 1500, seed: 20 },
    );
    assert.ok(readDirectly > 100, `${readDirectly} of 1500 read directly`);
    const text = 'Title\nline two\n---\n\nNext\n===\n';
    assert.deepEqual(setextHeadingBlocks(text)?.map((b) => [b.headingText, b.level, text.slice(b.start, b.end)]), [
      ['Title\nline two', 2, 'Title\nline two\n---'],
      ['Next', 1, 'Next\n==='],
    ]);
    // Lines that look like paragraph text but start a list, and table rows that cannot form a table here.
    for (const text of ['1. a\n---\n', '10) x\n===\n', 'a\n1. b\n---\n', 'a | b\n- | -\n---\n', 'a | b\n-|-\n', 'a |\n---\n', 'x\ny |\n--|\n']) {
      parsedLikeRemark(text);
    }
  });

  it('a heading that uses a link or footnote definition of its region reads the resolved text', () => {
    const [heading] = parsedLikeRemark('# See [the docs][d] and [^1] and [undefined]\n\n[d]: http://d\n[^1]: note\n');
    assert.equal(heading.headingText, 'See the docs and  and [undefined]');
  });

  it('front matter (yaml and toml) is a block of its own, only at the start', () => {
    const [yaml, heading] = parsedLikeRemark('---\ntitle: x\n---\n# Title\n');
    assert.deepEqual([yaml.kind, yaml.meta?.format, heading.kind], ['frontMatter', 'yaml', 'heading']);
    assert.equal(parsedLikeRemark('+++\ntitle = "x"\n+++\ntext\n')[0].meta?.format, 'toml');
    assert.equal(parsedLikeRemark('text\n\n---\na: b\n---\n')[1].kind, 'thematicBreak');
  });

  it('HTML blocks say whether they are a comment; code says its language and whether it is fenced', () => {
    const blocks = parsedLikeRemark('<!-- a\ncomment -->\n\n<div>\nx\n</div>\n\n```c\\+\\+ meta\nint\n```\n\n    indented\n');
    assert.deepEqual(blocks.filter((b) => b.meta).map((b) => b.meta), [{ comment: true }, { comment: false }, { lang: 'c++', fenced: true }, { lang: undefined, fenced: false }]);
    // Text between comments renders, as the block is raw HTML (w3c/wai-website second-open-meeting.md).
    const around = parsedLikeRemark('<!--// Registration is required. //-->Registration is now closed. <!--// Contact us. //-->\n\n<!-- a --> <!-- b -->\n\n<!-- never closed\n');
    assert.deepEqual(around.map((b) => b.meta), [{ comment: false }, { comment: true }, { comment: false }]);
  });

  it('footnote definitions and link definitions are paragraph blocks with their own spans', () => {
    const blocks = parsedLikeRemark('Text[^n].\n\n[^n]: The note\n    continues here.\n\n[ref]: http://x "title"\n[other]: <y>\n');
    assert.deepEqual(blocks.map((b) => b.kind), ['paragraph', 'paragraph', 'paragraph', 'paragraph']);
  });

  it('real documents give remark blocks, whole and region by region', () => {
    for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.md'))) {
      const text = readFileSync(join(SAMPLES, name), 'utf8');
      parsedLikeRemark(text);
      for (const { start, end } of splitMarkdownSections(text)) {
        const offsets = splitSectionRegions(text, start, end);
        offsets.forEach((o, i) => parsedLikeRemark(text.slice(start + o, i + 1 < offsets.length ? start + offsets[i + 1] : end)));
      }
    }
  });
});
