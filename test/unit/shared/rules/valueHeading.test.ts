// A heading that states a value (`### Returns \`BrowserProfile\``, a field label and the value in code) needs
// nothing under it: no writer's CK003. Under a strategy that keeps no heading line in the chunk text the value
// reaches no chunk, which is the pipeline's finding; under one that keeps heading lines there is no finding. A
// label with other words, or a value not in code, is an empty section like any other. Shape from Skyvern-AI/skyvern
// docs/sdk-reference (Mintlify).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import type { StrategyId } from '../../../../shared/model/types';

function emptyHeadings(text: string, strategy: StrategyId = 'markdown-spec'): string[] {
  const settings = resolveSettings({ dialect: 'mdx' }, 'markdown', { strategy });
  const analysis = analyze({ kind: 'markdown', text, documentId: 'get-profile.mdx', settings });
  return [...analysis.findings, ...analysis.pipelineFindings].filter((f) => f.ruleId === 'CK003').map((f) => `${f.pipeline ? 'pipeline' : 'writer'} ${text.slice(f.span.start, f.span.end)}`);
}

const INTRO = 'Fetches one browser profile by its ID, with the cookies and local storage that a new browser session starts from.';
const TABLE = '| Parameter | Type | Required | Description |\n|---|---|---|---|\n| `profile_id` | `str` | Yes | The browser profile ID. |';
const OPTIONS = 'Override timeout, retries, or headers for this call by passing `request_options` to the method you call.';

describe('headings that state a value', () => {
  it('"Returns `X`" with nothing under it is the pipeline\'s under markdown-spec, and no finding where heading lines stay in the chunks', () => {
    const page = `# Get browser profile\n\n${INTRO}\n\n### Parameters\n\n${TABLE}\n\n### Returns \`BrowserProfile\`\n\n---\n\n### Request options\n\n${OPTIONS}\n`;
    assert.deepEqual(emptyHeadings(page), ['pipeline ### Returns `BrowserProfile`']);
    assert.deepEqual(emptyHeadings(page, 'adaptive-section'), []);
  });

  it('other field labels state values too (Raises, Type, Default with a colon, a closing #, an HTTP Response), at the end of a page as well', () => {
    const page = `# Settings\n\n${INTRO}\n\n## timeout\n\n${OPTIONS}\n\n### Type: \`int\`\n\n### Default \`30\` ##\n\n## Raises \`TimeoutError\`\n\n## Send an event\n\n${OPTIONS}\n\n##### Response: \`201 Created\`\n`;
    assert.deepEqual(emptyHeadings(page).map((f) => f.split(' ')[0]), ['pipeline', 'pipeline', 'pipeline', 'pipeline']);
  });

  it('a label with more words, a value not in code, or an action before code is an empty section for the writer', () => {
    const page = `# Setup\n\n${INTRO}\n\n## Returns the profile \`id\`\n\n## Returns nothing\n\n## Install \`uv\`\n\n## Configure\n\n${OPTIONS}\n`;
    assert.deepEqual(emptyHeadings(page), ['writer ## Returns the profile `id`'], 'one writer\'s finding for the run of three empty headings');
  });

  it('a day page\'s fields given in their titles (`## Skills: [1](…), [2](…)`, `## Pre-reading: None`: neu-pdi/cs2000-public-resources) state values; `## Step 1: Install the CLI` or a label without a colon does not', () => {
    const page = `# Day 10\n\n## Skills: [1](</skills/#(1)>), [2](</skills/#(2)>)\n\n## Pre-reading: None\n\n## Reference: For all work with tables, refer to the [Tables](/tables) page!\n\n## Announcement\n\n${OPTIONS}\n`;
    assert.deepEqual(emptyHeadings(page).map((f) => f.split(' ')[0]), ['pipeline', 'pipeline', 'pipeline']);
    const steps = `# Setup\n\n${INTRO}\n\n## Step 1: Install the CLI\n\n## Step 2: Configure [the profile](/profile)\n\n${OPTIONS}\n`;
    assert.deepEqual(emptyHeadings(steps), ['writer ## Step 1: Install the CLI']);
  });

  it('an entry of a full list whose title says nothing belongs under it (`## (8) \`url\` (Not used in CMPSC 56)`: ucsb-cs156\'s pom.xml order) states a value; `(optional)` or `(TBD)` does not', () => {
    const page = `# All elements\n\n${INTRO}\n\n## (7) \`description\` (optional)\n\n${OPTIONS}\n\n## (8) \`url\` (Not used in CMPSC 56)\n\n## (9) \`licenses\` (not applicable)\n\n## (10) \`scm\` (optional)\n\n## (11) \`build\` (TBD)\n\n## (12) \`properties\` (optional, but important)\n\n${OPTIONS}\n`;
    assert.deepEqual(emptyHeadings(page), ['writer ## (10) `scm` (optional)', 'writer ## (11) `build` (TBD)', 'pipeline ## (8) `url` (Not used in CMPSC 56)', 'pipeline ## (9) `licenses` (not applicable)']);
  });

  it('a release entry\'s date as a heading (`#### Release Date 21 May 2026`, `May 21, 2026`, `2026-05-21`) states a value; a date with other words does not', () => {
    const entry = (date: string) => `### 5.8.14 Release Notes\n\n#### ${date}\n\n#### Release Highlights\n\n${OPTIONS}\n\n`;
    const page = `# Dashboard release notes\n\n${INTRO}\n\n${['Release Date 21 May 2026', 'Release Date 4th August 2025', 'Released: May 21, 2026', 'Release date 16 of December 2024', 'Last updated on 2026-05-21'].map(entry).join('')}`;
    assert.deepEqual(emptyHeadings(page).map((f) => f.split(' ')[0]), ['pipeline', 'pipeline', 'pipeline', 'pipeline', 'pipeline']);
    assert.deepEqual(emptyHeadings(`# Notes\n\n${INTRO}\n\n${entry('Release Date 21 May 2026 and the hotfix after it')}`), ['writer #### Release Date 21 May 2026 and the hotfix after it']);
  });
});
