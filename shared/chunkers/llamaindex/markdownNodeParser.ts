// LlamaIndex's MarkdownNodeParser (llama_index/core/node_parser/file/markdown.py): one node per heading
// section, outside fences opened by a line starting (after white space) with ```; the node's text is the
// section stripped, its heading line rewritten as "#"×level + " " + title; metadata `header_path` is the titles
// of the enclosing headings.

import { concatMapped, insertedText, sliceMapped, wholeText, type MappedText } from '../mappedText';
import { pyStripRange } from '../langchain/pythonText';

export interface MarkdownNode {
  content: MappedText;
  /** The titles of the enclosing headings and the section's own, outermost first (for chunklens's heading path). */
  headings: string[];
  /** `metadata["header_path"]`: the enclosing headings' titles joined with the separator, between separators. */
  headerPath: string;
}

/** `^(#+)\s(.*)` with Python's `\s`, and its `.` (which, unlike JavaScript's, matches "\r"). */
const HEADER = /^(#+)[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]([^\n]*)/;
const LSTRIP = /^[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;

/** `get_nodes_from_node` over the text of a document. */
export function parseMarkdownNodes(text: string, headerPathSeparator: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  const stack: Array<{ level: number; title: string }> = [];
  let section: MappedText[] = [];
  let codeBlock = false;
  const flush = () => {
    const joined = concatMapped(section);
    const [start, end] = pyStripRange(joined.text);
    if (start < end) {
      const path = stack.slice(0, -1).map((h) => h.title).join(headerPathSeparator);
      nodes.push({
        content: sliceMapped(joined, start, end),
        headings: stack.map((h) => h.title),
        headerPath: path ? headerPathSeparator + path + headerPathSeparator : headerPathSeparator,
      });
    }
  };
  let at = 0;
  for (const line of text.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    const newline = at <= text.length ? wholeText('\n', at - 1) : insertedText('\n');
    if (line.replace(LSTRIP, '').startsWith('```')) codeBlock = !codeBlock;
    else if (!codeBlock) {
      const m = HEADER.exec(line);
      if (m) {
        flush();
        const level = m[1].length;
        while (stack.length > 0 && stack[stack.length - 1].level >= level) stack.pop();
        stack.push({ level, title: m[2] });
        section = [headingLine(line, lineStart, level), newline];
        continue;
      }
    }
    section.push(wholeText(line, lineStart), newline);
  }
  flush();
  return nodes;
}

/** `"#" * level + " " + title`: the source line, except a white space other than " " after the hashes. */
function headingLine(line: string, at: number, level: number): MappedText {
  if (line[level] === ' ') return wholeText(line, at);
  return concatMapped([wholeText(line.slice(0, level), at), insertedText(' '), wholeText(line.slice(level + 1), at + level + 1)]);
}
