// A heading the page keeps out of its table of contents is no section of its outline: left empty (a subtitle under the
// page's title, as just-the-docs pages write it: ed-kung/CSUN-Econ-310's `## Fall 2026 Syllabus` / `{: .no_toc }`),
// it is not reported. The same heading without the mark is an empty section.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';

function emptyHeadings(text: string, dialect: 'jekyll' | 'commonmark'): string[] {
  const a = analyze({ kind: 'markdown', text, documentId: 'index.md', settings: resolveSettings({ dialect }, 'markdown') });
  return [...a.findings, ...a.pipelineFindings].filter((f) => f.ruleId === 'CK003').map((f) => text.slice(f.span.start, f.span.end));
}

const BODY = 'The course meets twice a week; the problem sets are due on Fridays and the exams are held in the lecture hall.';

describe('headings kept out of the table of contents', () => {
  it('an empty subtitle marked `{: .no_toc }` (kramdown), `{.unlisted}` (Pandoc) or `<!-- omit in toc -->` is not reported; unmarked, it is', () => {
    const page = (mark: string, inline: string) => `# ECON 310\n{: .no_toc }\n\n![logo](logo.webp)\n\n## Fall 2026 Syllabus${inline}\n${mark}\n## Quick Syllabus\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(page('{: .no_toc }\n', ''), 'jekyll'), []);
    assert.deepEqual(emptyHeadings(page('', ' {.unlisted}'), 'commonmark'), []);
    assert.deepEqual(emptyHeadings(page('', ' <!-- omit in toc -->'), 'commonmark'), []);
    assert.deepEqual(emptyHeadings(page('', ' {-}'), 'commonmark'), []);
    assert.deepEqual(emptyHeadings(page('', ' {#fall-term}'), 'commonmark'), ['## Fall 2026 Syllabus {#fall-term}'], 'an id alone keeps it in the outline');
    assert.deepEqual(emptyHeadings(page('', ''), 'jekyll'), ['## Fall 2026 Syllabus']);
    assert.deepEqual(emptyHeadings(page('{: .text-delta }\n', ''), 'jekyll'), ['## Fall 2026 Syllabus'], 'another class keeps it in the outline');
  });
});
