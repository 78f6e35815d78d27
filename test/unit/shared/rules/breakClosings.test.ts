// Small chunks closed by a thematic break that a writer cannot act on (CK002, issue #27): a closing remark after the
// page's last break, parallel records each opened by the same bold label, a chunk just under the minimum. The
// writer keeps a break between related prose.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import { analyzeText } from '../../../helpers/analyzeText';

function small(text: string, minTokens?: number, dialect?: 'mdx') {
  const a = dialect ? analyze({ kind: 'markdown', text, documentId: 'changelog.mdx', settings: resolveSettings({ dialect }, 'markdown') }) : analyzeText(text, minTokens === undefined ? {} : { budgets: { minTokens } });
  return { writer: a.findings.filter((f) => f.ruleId === 'CK002'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK002') };
}

const CONFIG = '# Grafana\n\n## Configure the data source\n\nSet the URL of the server and the token in the data source settings:\n\n```yaml\nurl: http://localhost:9090\ntoken: $TOKEN\n```\n\nThen save and test the connection.\n\n';

describe('one short paragraph after the page\'s last break is a closing remark', () => {
  it('a remark that ends the page ("With these settings, your setup will integrate seamlessly …") leaves the chunk before the break the last of its section', () => {
    const { writer, pipeline } = small(`${CONFIG}---\n\nWith these settings, your setup will integrate seamlessly with Grafana, and you can start building dashboards.\n`);
    assert.deepEqual(writer, []);
    const closed = pipeline.filter((f) => /thematic break/.test(f.message));
    assert.equal(closed.length, 1);
    assert.match(closed[0].pipeline!.cause, /which separates the page's closing remark \(one short paragraph after its last break\)$/);
  });

  it('a remark followed by a "What\'s next?" list of links to the page\'s end (huytd/everyday PBKDF2 note) is a closing remark; a list that is not all links is more of the page', () => {
    const page = (items: string) => `${CONFIG}---\n\nIt is important to note that the scheme is not resistant to attacks with specialised hardware.\n\n**What's next?**\n\n${items}`;
    assert.deepEqual(small(page('- https://bitwarden.com/help/security-white-paper/\n- [The 1Password white paper](https://1password.com/files/white-paper.pdf)\n')).writer, []);
    assert.equal(small(page('- Use a slower hash for new systems, since the cost of a guess grows with it\n- https://bitwarden.com/help/security-white-paper/\n')).writer.length, 1);
  });

  it('a feedback prompt over its voting widget and the site\'s footer include after the last break (sodadata/docs) is the page\'s footer: the section before it is no writer\'s edit', () => {
    const widget = '<!-- Votes BEGIN -->\n<span class="votes-wrapper" data-like="Yes" data-dislike="No"></span>\n<script>(function(d){var a=d.createElement("script");a.src="//votes.example.org/widget.js";d.body.appendChild(a)})(document);</script>\n<!-- Votes END -->\n\n{% include docs-footer.md %}\n';
    const further = '## Go further\n\n* Learn more about [the checks](checks.md) you can run on the data source.\n* Follow an example in [the pipeline guide](pipeline.md).\n* Need help? Join the community chat.\n\n<br />\n\n---\n\n';
    const { writer, pipeline } = small(`${CONFIG}${further}Was this documentation helpful?\n\n${widget}`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing sign-off/);
    assert.equal(small(`${CONFIG}${further}Was this a good idea? We think so, for three reasons that follow.\n\n${widget}`).writer.length, 1);
  });

  it('a trademark notice after the last break (unraid/docs) is the page\'s footer, also when the section before it is small from its start', () => {
    const section = '## Privacy\n\nThe following are never stored in cloud backups:\n\n- Account passwords\n- Private keys\n\n---\n\n';
    const { writer, pipeline } = small(`${CONFIG}${section}\\* *"WireGuard" and the "WireGuard" logo are registered trademarks of Jason A. Donenfeld.*\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing sign-off/);
  });

  it('a saying and its source after the last break (TRON release notes: `*Beauty in things … them. * ` / `<p align="right"> ---David Hume</p>`, the emphasis left open by a space) is the page\'s closing quotation; a sentence in place of the source is more of the page', () => {
    const release = '# GreatVoyage-v4.4.6 (David)\n\nThis release updates a dependency library.\n\n#### 1. Update the fastjson dependency library\n\nDue to security vulnerabilities in fastjson 1.2.80 and earlier versions, this release updates fastjson to 1.2.83.\n\n\n---\n';
    const { writer, pipeline } = small(`${release}*Beauty in things exists in the mind which contemplates them. * \n<p align="right"> ---David Hume</p>\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing quotation/);
    assert.equal(small(`${release}*Beauty in things exists in the mind which contemplates them. * \n<p align="right">The fix ships in every build from this release on.</p>\n`).writer.length, 1);
  });

  it('a short quote after the last break that closes an overview of one-paragraph sections (wuzhe0912/blog-docusaurus knowledge.md: `### 🤖 AI` / "AI prompts …" / `---` / a motto) is the page\'s; after sections of several blocks it stays the writer\'s', () => {
    const card = (title: string, line: string) => `### ${title}\n\n${line}\n\n`;
    const cards = card('Security', 'A comprehensive analysis from CSRF and XSS attack principles to session authentication.') + card('Experience', 'Interview preparation and real-world experience sharing.') + card('Coding', 'Hand-written Lodash function implementations and advanced JavaScript exercises.');
    const motto = "---\n\n> When you find yourself unable to explain the content of your notes fluently, it means it's not simple enough.\n";
    const { writer, pipeline } = small(`# Knowledge\n\n${cards}${card('AI', 'AI prompts and tool application notes.')}${motto}`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing words after a run of sections of one short paragraph each/);
    const long = cards.replace('sharing.\n\n', 'sharing.\n\n- Mock interviews\n- Salary talks\n\n');
    assert.equal(small(`# Knowledge\n\n${long}${card('AI', 'AI prompts and tool application notes.')}${motto}`).writer.length, 1);
  });

  it('notes set in emphasis framed by breaks right under a heading (TRON `### 5.3.2 How to Set Fee Limit` / `***` / `*Within the scope of this section, …*` / `***`) are a note on the section; plain paragraphs in the frame stay the writer\'s', () => {
    const framed = (a: string, b: string) => `# Energy\n\nThe energy model of smart contracts, and what a call costs.\n\n### How to Set Fee Limit\n***\n\n${a}\n\n${b}\n\n***\n\nThe fee limit caps the energy a call may burn; set it from the energy a test call consumed, with a margin for the state of the contract at the time of the real call, which may differ from the state of the test.\n\n### How to Read the Energy Used\n\nMore text.\n`;
    const { writer, pipeline } = small(framed('*Within the scope of this section, the developer of the contract is called "developer".*', '*Energy, TRX and SUN are used alike unless a number unit is meant.*'));
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /a note set in emphasis, framed by breaks at the top of its section/);
    assert.equal(small(framed('Within the scope of this section, the developer of the contract is called "developer".', 'Energy, TRX and SUN are used alike unless a number unit is meant.')).writer.length, 1);
  });

  it('a course page\'s closing words that end in a sign-off ("Good luck, and have fun!" / `<br>` "All the best!", yashesh-patel/eysrc-2026-mdbook), or that point to the next module, are its closing; closing words that end in a statement are more of the page', () => {
    const closing = 'Even though learning all this might seem like a lot, the best way to do it is through fun projects!\n\nGood luck, and have fun! We’ll dive into more cool robot stuff in the next section.\n\n<br>\nAll the best!\n';
    const { writer, pipeline } = small(`${CONFIG}---\n\n${closing}`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing sign-off/);
    assert.deepEqual(small(`${CONFIG}---\n\nAnd that is all for this section of Control Flow. In the next module we shall look briefly at functions!\n\n---\n`).writer, []);
    assert.equal(small(`${CONFIG}---\n\nThe exporter reads the token from the environment on each start, not from the file.\n\nA token set in both places is read from the environment first.\n\nRotate it every ninety days.\n`).writer.length, 1);
  });

  it('a sign-off in Chinese after the last break (Akasha CONTRIBUTING.md: `> **最后的话：** …`, "final words") is the page\'s closing sign-off; a quotation saying something else is more of the page', () => {
    const { writer, pipeline } = small(`${CONFIG}---\n\n> **最后的话：** 我们需要 10 个真正懂、真正用、真正愿意分享的人。\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing sign-off/);
    assert.equal(small(`${CONFIG}---\n\n> 只有至少 3 项达标的内容才会被合并，其余的内容会退回修改。\n`).writer.length, 1);
  });

  it('a label in a script without letter case and its hashtags after the last break (`**标签**: #DNS #LES闭合`, a vault\'s paper notes) is the page\'s footer; a sentence with a colon is more of the page', () => {
    const { writer, pipeline } = small(`${CONFIG}---\n\n**标签**: #DNS #高马赫数 #热化学非平衡 #LES闭合\n`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing sign-off/);
    assert.equal(small(`${CONFIG}---\n\n这种方法在高马赫数下的计算成本: 非常高，需要大规模并行计算，并且对 LES 闭合项的建模有直接影响，值得继续跟踪后续的实验验证结果和开源代码的发布情况。\n\n另外，作者在附录中给出了完整的网格收敛性研究。\n`).writer.length, 1);
  });

  it('a line that dates the page (`> 📅 最后更新: 2026-05-19`, `*Last updated: March 2024*`) is no prose of its closing: a pointer with its link before it is the sign-off; a second remark in its place is more of the page', () => {
    const pointer = '> 👉 **开始使用：** [项目研报标准模板 →](./project-research-template.md)\n\n';
    for (const stamp of ['> 📅 最后更新: 2026-05-19 (Week 21)', '*Last updated: March 2024*']) {
      const { writer, pipeline } = small(`${CONFIG}---\n\n${pointer}${stamp}\n`);
      assert.deepEqual(writer, [], stamp);
      assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing sign-off/);
    }
    assert.equal(small(`${CONFIG}---\n\n${pointer}> 模板会随着赛道的变化持续调整，请在使用前确认版本。\n`).writer.length, 1);
  });

  it('a box under a bold label that closes its section before the next heading (`> **📖 Glossary:**`, javascript-vitepress lessons) is set apart on purpose; a plain quotation there is the writer\'s', () => {
    const box = '> **📖 คำศัพท์เทคนิค (Glossary):**\n> *   **Route:** the URL path a server answers\n> *   **Token:** the secret the data source sends\n\n';
    const after = '## Next steps\n\nRead the alerting guide, which explains how rules are evaluated, where their results go and how to silence them.\n';
    const { writer, pipeline } = small(`${CONFIG}---\n\n${box}${after}`);
    assert.deepEqual(writer, []);
    assert.match(pipeline.find((f) => /thematic break/.test(f.message))?.pipeline?.cause ?? '', /closing pointer or note/);
    assert.equal(small(`${CONFIG}---\n\n> A route is the URL path a server answers, and a token the secret the data source sends.\n\n${after}`).writer.length, 1);
  });

  it('a long paragraph after the last break holds content of its own: the break stays the writer\'s', () => {
    const long = 'The same settings apply to the alerting data source, which reads the URL and the token in the same way when it starts. '.repeat(5);
    assert.ok(long.length > 500);
    const { writer } = small(`${CONFIG}---\n\n${long}\n`);
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it closes it$/);
  });

  it('two short paragraphs after the last break are more of the page: the break stays the writer\'s', () => {
    const { writer } = small(`${CONFIG}---\n\nThe alerting data source reads the same settings.\n\nIt reads them again when the token changes.\n`);
    assert.equal(writer.length, 1);
  });

  it('a short paragraph after the last break of a small chunk that opens its section is that section\'s body: the break stays the writer\'s', () => {
    const { writer } = small('# Grafana\n\n## Configure the data source\n\nSet the URL of the server and the token.\n\n---\n\nWith these settings, the data source reads the metrics of the server.\n');
    assert.equal(writer.length, 1);
  });

  it('a short paragraph after a break with a heading after it is no closing remark: the one-line lead stays the writer\'s', () => {
    const { writer } = small(`${CONFIG}---\n\nThe alerting data source reads the same settings.\n\n## Dashboards\n\nImport a dashboard from the gallery.\n`);
    assert.equal(writer.length, 1);
  });
});

const RECORD = (query: string) => `**Sample Query:**\n\n\`\`\`sql\nSELECT name FROM users WHERE ${query};\n\`\`\`\n\n**Response:** the rows that match.\n\n`;

describe('a bold label that opens parallel records is a field\'s label, not a heading', () => {
  it('breaks between examples each opened by `**Sample Query:**` separate records of one shape, and no message says to make the label a heading', () => {
    const text = `# Queries\n\n## Examples\n\n${RECORD('id = 1')}***\n\n${RECORD("name LIKE 'a%'")}***\n\n${RECORD('active')}`;
    const { writer, pipeline } = small(text);
    assert.deepEqual(writer, []);
    const closedByBreak = pipeline.filter((f) => /thematic break/.test(f.message));
    assert.ok(closedByBreak.length > 0);
    for (const f of closedByBreak) assert.match(f.pipeline!.cause, /which separates one record from the next of the same shape \(each opened by the label "Sample Query"\)$/);
    assert.ok(pipeline.every((f) => !/make "Sample Query" a heading/.test(f.message)));
  });

  it('breaks between two examples each opened by a label paragraph (`Example folder structure:`) separate records of one shape', () => {
    const example = (n: number) => `Example folder structure:\n\n\`\`\`\n├── app${n}/\n└── main.tf\n\`\`\`\n\nThe following range in a template:\n\n\`\`\`\n{{- range $match := matchPaths ":app${n}" }}\n\`\`\`\n\nWill loop over: \`[{app: app${n}}]\`\n\n`;
    const text = `# Config\n\n### Examples\n\n${example(1)}---\n\n${example(2)}---\n\n${example(3)}`;
    const { writer, pipeline } = small(text);
    assert.deepEqual(writer.filter((f) => /thematic break/.test(f.message)), []);
    assert.ok(pipeline.some((f) => /each opened by the label "Example folder structure"/.test(f.pipeline!.cause)));
  });

  it('a label repeated on the page, after a break that closes other prose, stands for no heading: no message gives that advice', () => {
    const text = `# Queries\n\nRun each query below against the test database.\n\n---\n\n${RECORD('id = 1')}Both queries read the same table.\n\n${RECORD('active')}`;
    const { writer, pipeline } = small(text);
    assert.deepEqual(writer, []);
    // Without the break the sentence would still end under the minimum, before the query the strategy keeps alone.
    const closed = pipeline.filter((f) => /thematic break/.test(f.message));
    assert.equal(closed.length, 1);
    assert.match(closed[0].message, /without the break the chunk would still end under the minimum/);
    assert.ok([...writer, ...pipeline].every((f) => !/a heading/.test(f.message)));
  });

  it('a break between parts each opened by a label the page repeats (`**What Happens:**` / `---` / `**Key Difference:**` under every option, polarsource/polar business-entity.mdx) separates parts set like headings', () => {
    const option = (n: number) => `### Flow ${n}\n\n#### Option 2\n\n\`\`\`http\nPOST https://api.example.com/v1/customers/${n}\n\`\`\`\n\n**What Happens:**\n- Creates customer ${n} with the individual type\n- No separate member is needed\n\n---\n\n**Key Difference:**\n- **Option 1**: always creates a customer and a member for flow ${n}.\n- **Option 2**: creates only the customer.\n\n---\n\n`;
    const { writer, pipeline } = small(`# Business entity\n\n${option(1)}${option(2)}`);
    assert.deepEqual(writer.filter((f) => /What Happens/.test(f.message) || /thematic break/.test(f.message)), []);
    assert.ok(pipeline.some((f) => /one labelled part from the next \("What Happens", "Key Difference"/.test(f.pipeline!.cause)));
    const once = `# Business entity\n\nHow customers are modelled.\n\n### Flow 1\n\nThe flow creates a customer for a person who buys alone.\n\n**What Happens:**\n- Creates the customer with the individual type\n\n---\n\n**Key Difference:**\n- Option 1 always creates a member too.\n\n## Next\n\nMore.\n`;
    assert.match(small(once).writer.map((f) => f.message).join('\n'), /the bold line "Key Difference" after that stand for a heading/, 'labels used once stay the writer\'s');
    const meeting = (n: number) => `## Meeting ${n}\n\nThe team met to plan release ${n} and to sort the open issues by how soon they need fixing.\n\n**Host:** Ana Lima\n\n---\n\n**Attendees:**\n\n* Ana Lima\n* Ben Okafor\n\n`;
    const fields = small(`# Meeting notes\n\n${meeting(1)}${meeting(2)}`);
    assert.ok([...fields.writer, ...fields.pipeline].every((f) => !/labelled part/.test(f.message)), 'a field with its value on the label\'s line opens no part (kubernetes/community sig-release meeting notes)');
  });

  it('a bold line used once and followed by its own content (`**Rate Limiting Zone:**`) still stands for a heading', () => {
    const text = '# Proxy\n\n## Limits\n\nThe proxy limits requests per client.\n\n---\n\n**Rate Limiting Zone:**\n\nA zone keeps the state of each client in shared memory, so every worker process counts the same requests against the same limit.\n\n## Logs\n\nThe proxy logs each request.\n';
    const { writer } = small(text);
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the bold line "Rate Limiting Zone" after that stand for a heading \(make "Rate Limiting Zone" a heading/);
  });
});

describe('a break before the footnotes', () => {
  it('a break after which only footnote definitions follow (over several lines each) separates the text from its footnotes (matrix-org/synapse streams.md)', () => {
    const text = '# Streams\n\nEach stream is an append-only log of facts that writers add and readers follow.\n\n# Summary\n\nIn a nutshell: we have an append-only log with a buffer at the end.\n\n---\n\n[^1]: we use the word _fact_ here for two reasons.\nFirstly, the word event is overloaded.\n\n[^2]: A fact might be expressed with 0 rows.\nIn principle a fact might be expressed with 2 rows.\n';
    const { writer, pipeline } = small(text);
    assert.deepEqual(writer.filter((f) => /thematic break/.test(f.message)), []);
    assert.ok(pipeline.some((f) => /separates the page's text from its footnotes/.test(f.pipeline!.cause)));
  });

  it('footnote labels on lines of their own, each over its text (gbdev/pandocs Audio.md), are footnotes too; a paragraph after them is not', () => {
    const page = (after: string) => `# Audio\n\n## Frequency\n\nNotes are set by **frequency**[^pitch], how often the signal repeats.\n\n---\n\n[^pitch]:\nThere is also pitch, which is how we perceive frequency.\n\n[^len]:\nThe interfaces work with negative periods.\n${after}`;
    const { writer, pipeline } = small(page(''));
    assert.deepEqual(writer.filter((f) => /thematic break/.test(f.message)), []);
    assert.ok(pipeline.some((f) => /separates the page's text from its footnotes/.test(f.pipeline!.cause)));
    const more = small(page('\nThe channels are mixed in the order of their numbers, and each one can be turned off on its own.\n'));
    assert.equal(more.pipeline.filter((f) => /separates the page's text from its footnotes/.test(f.pipeline?.cause ?? '')).length, 0);
  });
});

describe('a chunk closed by a break just under the minimum', () => {
  const text = '# Release note\n\n## Upgrade\n\nVersion 2 reads the settings of version 1 as they are and keeps the cache where it was.\n\n---\n\nIt asks before it changes anything that a plugin wrote, so an upgrade needs no step of its own.\n\n## Plugins\n\nPlugins keep working.\n';
  const tokens = Number(/has (\d+) tokens/.exec(small(text).writer[0].message)![1]);

  it('within 10 % of the minimum is the minimum\'s: removing the break would change nothing a reader or retriever notices', () => {
    const { writer, pipeline } = small(text, tokens + 1);
    assert.deepEqual(writer, []);
    assert.equal(pipeline.length, 1);
    assert.match(pipeline[0].pipeline!.cause, /cuts at the thematic break after it, and the chunk is within 10 % of the minimum/);
  });

  it('further below the minimum the break stays the writer\'s', () => {
    const { writer, pipeline } = small(text, Math.ceil(tokens / 0.85));
    assert.equal(writer.length, 1);
    assert.match(writer[0].message, /the thematic break after it closes it$/);
    assert.deepEqual(pipeline, []);
  });
});

describe('a labelled source line closing a section after a break', () => {
  it('"Figures source: [link]" after the break (dair-ai Prompt-Engineering-Guide olmo.en.mdx, MIT) closes the section: the small chunk before it is no writer\'s edit; a sentence of prose there is', () => {
    const page = (tail: string) => `# OLMo\n\nOLMo is an open language model with its training data, code and weights published, so that its results can be studied and reproduced.\n\n## Prompting Guide for OLMo\n\nComing soon...\n\n---\n\n${tail}\n\n## References\n\n- [OLMo: Open Language Model](https://blog.allenai.org/olmo)\n`;
    assert.deepEqual(small(page('Figures source: [OLMo: Accelerating the Science of Language Models](https://allenai.org/olmo/olmo-paper.pdf)')).writer, []);
    assert.equal(small(page('The guide will show how to prompt the model for summaries, for code and for answers with sources.')).writer.length, 1);
  });
});

describe('a break before a pointer to the full list, or before the lead-in of the next group of sections', () => {
  it('a release\'s last entry closed by a break before "Our [GitHub Releases](…) page has the full list of changes" (onyx changelog.mdx, inside its <Update>) is no writer\'s edit; the same line without a link is', () => {
    const page = (footer: string) => `# Changelog\n\n<Update label="v2.10.0" description="March 2026">\n\n  ## v2.10.0\n\n  This release brings faster indexing of connectors and a new way to name chats.\n\n  ### Chat Naming Fix for Long Messages\n\n  Previously, if your very first interaction was too long,\n  the chat session could be renamed to an error message about exceeding context limits.\n\n  ---\n\n  ${footer}\n\n</Update>\n\n<Update label="v2.9.0" description="January 2026">\n\n  ## v2.9.0\n\n  Two brand new ways to access the assistant.\n\n</Update>\n`;
    assert.deepEqual(small(page('Our [GitHub Releases](https://github.com/example/app/releases) page has the full list of changes and bug fixes.'), undefined, 'mdx').writer, []);
    assert.equal(small(page('Our GitHub Releases page has the full list of changes and bug fixes.'), undefined, 'mdx').writer.length, 1);
  });

  it('an option closed by a break before "Below is a config that extends from [cookie](…)" and the next option headings (elysia jwt.md, MIT) is no writer\'s edit; prose that goes on is', () => {
    const page = (after: string) => `# JWT plugin\n\nThis plugin adds support for using JWT in Elysia handlers, with a signing key and a payload schema.\n\n## Config\n\n### secret\nThe private key to sign JWT payload with.\n\n### schema\nStrict type validation for JWT payload.\n\n---\n${after}\n\n### alg\n@default \`HS256\`\n\nSigning Algorithm to sign JWT payload with.\n`;
    assert.deepEqual(small(page('Below is a config that extends from [cookie](https://npmjs.com/package/cookie)')).writer, []);
    assert.equal(small(page('The schema is checked each time a token is signed, and a payload that does not match it is refused.')).writer.length, 1);
  });

  it('a page\'s last section closed by a break before a summary of the page that names its subject (makeplane/docs recurring-work-items.md, AGPL-3.0) is no writer\'s edit; a section\'s own body after the break is', () => {
    const page = (sections: string, after: string) => `---\ntitle: Recurring work items to automate repetitive tasks\n---\n\n# Recurring Work Items\n\nKeep your team on track with repetitive tasks by setting them up once and letting them repeat on your schedule.\n\n${sections}## Manage recurring tasks\n\nAll your recurring work items appear in the Recurring work items section of your Project settings.\n\n---\n\n${after}\n`;
    const earlier = '## Create a recurring work item\n\nOpen the project, pick a work item and choose how often it repeats: daily, weekly, monthly or on a custom schedule of your own.\n\n';
    assert.deepEqual(small(page(earlier, 'Recurring work items help ensure nothing falls through the cracks while reducing the administrative burden on your team.')).writer, []);
    assert.equal(small(page(earlier, 'Deleting a pattern stops new instances; the instances already created stay in the project as they are.')).writer.length, 1, 'the section\'s own body');
    assert.deepEqual(small(page(earlier, 'Questions? Ask in the #scheduling channel.')).writer, [], 'a closing call to ask');
    assert.deepEqual(small(page(earlier, 'With less repetition, your team stops copying the same chores by hand every week.')).writer, [], 'another form of a title word (repetitive, repetition)');
  });

  it('a section closed by a break before a paragraph that says the next part follows from here on (open-interpreter ROADMAP.md, AGPL-3.0) is no writer\'s edit', () => {
    const page = (after: string) => `# Roadmap\n\nThe plan for the next releases of the interpreter, as the maintainers see it today.\n\n# What's not in our scope?\n\nOur guiding philosophy is minimalism, so we have also decided to explicitly consider the following as **out of scope**:\n\n1. Additional functions in \`core\` beyond running code.\n2. More complex interactions with the LLM in \`terminal_interface\` beyond text.\n\n---\n\n${after}\n\n# Working Notes\n\nFirst I think we should have a part that asks a search engine for fast answers to questions, then reads the pages it finds.\n`;
    assert.deepEqual(small(page('This roadmap gets pretty rough from here. More like working notes.')).writer, []);
    assert.equal(small(page('The interpreter keeps these limits in every release, so that its core stays small enough to audit.')).writer.length, 1);
  });
});

/** The causes of the pipeline's CK002 findings for a chunk closed by a thematic break. */
function breakCauses(text: string): string[] {
  return small(text).pipeline.filter((f) => /thematic break/.test(f.message)).map((f) => f.pipeline!.cause);
}

const STEP = '# Data\n\n## Process\n\n### Step 3: Clean the data\n\nRemove the rows with missing values first.\n\n#### Wrangling\n\nTurn the raw data into tidy tables.\n\n#### One-hot encoding\n\nTurn categories into numbers a model can read.\n\n---\n\n';

describe('what a break sets apart at the end of a part of the page', () => {
  it('one short paragraph before a heading of a higher level closes the parent section: the break before it is not the writer\'s', () => {
    // After Rivia8/obsidian-notes "Data Science Process.md" and wundergraph/cosmo's tutorial: the paragraph speaks of the sibling subsections together.
    const text = `${STEP}In essence these two techniques work together in cleaning the data.\n\n### Step 4: Explore the data\n\nPlot the distributions.\n`;
    assert.deepEqual(small(text).writer, []);
    assert.ok(breakCauses(text).some((c) => /a closing paragraph of the parent section/.test(c)));
  });

  it('the same paragraph before a heading of the same level is the writer\'s', () => {
    const text = `${STEP}In essence these two techniques work together in cleaning the data.\n\n#### Scaling\n\nBring every column to one range.\n`;
    assert.equal(small(text).writer.length, 1);
  });

  it('callouts alone after the page\'s last break are its closing notes', () => {
    // After Vtheonly/Obsidian_Notes "TAMER 1/Chapter 2/2.1 CNNs and Spatial Precision.md": every page of the series ends so.
    const text = '# CNNs\n\n## Pooling\n\nPooling halves the resolution at every stage, so neighbouring symbols share a cell.\n\n## Transformers\n\nAttention lets every patch of the image see every other patch.\n\n---\n> [!IMPORTANT]\n> **Key background:** CNNs are invariant, math needs equivariance.\n\n> [!TIP]\n> Whitespace between symbols carries meaning.\n';
    assert.deepEqual(small(text).writer, []);
    assert.ok(breakCauses(text).some((c) => /the page's closing callouts/.test(c)));
  });

  it('a quotation opened by a bold callout label after the last break (`> **Tip:** …`, Lamatic docs reports.mdx) is a closing note; the same quotation without the label stays the writer\'s', () => {
    const page = (quote: string) => `# Reports\n\n## Metrics\n\nThe dashboard shows requests, latency and cost per flow, each as a chart over the chosen time range.\n\n## Usage\n\nUse this dashboard to:\n\n- Track performance across different flows\n- Monitor errors\n\n---\n\n> ${quote}Use filters (\`Time Range\`, \`Flows\`) to narrow down the insights for specific scenarios.\n`;
    assert.deepEqual(small(page('**Tip:** ')).writer, []);
    assert.ok(breakCauses(page('**Security Tip**: ')).some((c) => /the page's closing callouts/.test(c)));
    assert.equal(small(page('')).writer.length, 1);
  });

  it('a plain quotation after the last break is prose the break may join: the writer\'s', () => {
    const text = '# CNNs\n\n## Pooling\n\nPooling halves the resolution at every stage, so neighbouring symbols share a cell.\n\n## Transformers\n\nAttention lets every patch of the image see every other patch.\n\n---\n> Key background: CNNs are invariant, math needs equivariance, which the transformer keeps.\n\n> Whitespace between symbols carries meaning, which attention can read.\n';
    assert.equal(small(text).writer.length, 1);
  });

  it('a conclusion closed by a break before a new lead-in and its headings ends one part of the page', () => {
    const text = '# Arrays\n\n## Allocation\n\nAllocate the array with malloc and free it when done. Always check the pointer malloc returns before you use it, and free it once.\n\n### Conclusion\n\nDynamic memory needs care: free what you allocate.\n\n---\n\nLet\'s look deeper at how indexing works.\n\n### Indexing\n\nThe expression a[i] reads the element at offset i.\n';
    assert.deepEqual(small(text).writer, []);
    assert.ok(breakCauses(text).some((c) => /the end of a part \(its summary or conclusion\)/.test(c)));
  });

  it('a recap that goes on after its break, with no heading, is one section: the break is the writer\'s', () => {
    // After fastapi/fastapi docs/en/docs/tutorial/security/oauth2-jwt.md (MIT): the prose after the break is more of the recap.
    const text = '# Security\n\n## Tokens\n\nA token carries the user\'s identity, signed with the server\'s key so that nobody can forge it.\n\n## Recap\n\nYou can now set up a secure application with OAuth2 and JWT.\n\n---\n\nThe framework makes no compromise with any database or data model.\n\nIt gives you the flexibility to choose the ones that fit your project.\n\nAnd you can use well maintained packages directly.\n';
    assert.equal(small(text).writer.length, 1);
  });
});

describe('a record of bold-labelled fields after the page\'s last break is the footer a series of pages shares', () => {
  const LESSON = '# Day 1\n\n## Pro tip for today\n\nBefore tomorrow, try this experiment:\n\n```text\nWhat should I focus on learning next?\n```\n\nThis helps the agent personalise its approach.\n\n---\n\n';
  it('"**Time to complete**" / "**Skills learned**" / "**Next**" and a <Tip> close the page (after hypermodeinc/docs agents/30-days-of-agents/day-1.mdx)', () => {
    const text = `${LESSON}**Time to complete**: ~10 minutes\n\n**Skills learned**: agent interface navigation, web search,\nprofessional research\n\n**Next** day 2 - research contacts\n\n<Tip>\n  **Remember** you are learning a new way to work.\n</Tip>\n`;
    const { writer, pipeline } = small(text, undefined, 'mdx');
    assert.deepEqual(writer, []);
    assert.ok(pipeline.some((f) => /the page's closing record \(short paragraphs opened by bold labels/.test(f.pipeline!.cause)));
  });

  it('numbered labels after the last break are steps of the page\'s body: the break stays the writer\'s', () => {
    const text = `${LESSON}**Step 1**: open the settings of the agent\nand choose the model it runs on.\n\n**Step 2**: paste the prompt\nand save it.\n`;
    assert.equal(small(text, undefined, 'mdx').writer.length, 1);
  });
});

describe('a break right after the text that gives its syntax is its example (syntaxDemo.ts)', () => {
  it('"Type `---` then hit Enter to create a divider." / `***` / "This is an example of a divider." (after GitbookIO/public-docs formatting/markdown.md)', () => {
    const text = '# Markdown\n\n## Lists\n\nBegin a line with `-` or `*` to start an unordered bullet list, or with `1.` to start a numbered list; hit Tab to indent it and Shift+Tab to outdent it again.\n\n### Dividers\n\nType `---` then hit `Enter` to create a divider on your page.\n\n***\n\nThis is an example of a divider.\n\n### Code\n\nType three backticks to start a code block.\n';
    assert.deepEqual(small(text).writer, []);
    assert.ok(breakCauses(text).some((c) => /an example of the break itself/.test(c)));
  });
});

describe('a note\'s metadata above its first break (a vault template\'s opening)', () => {
  it('`#seed` / `upstream:` / `---` opens every note of a Zettelkasten: the break is the template\'s (after MadisonEvans94/Zettelkasten "Templates/Core Thought.md")', () => {
    const text = '#seed \nupstream:\n\n---\n\nAWS Amplify makes handling authentication in your React app a breeze. In this guide we configure Amplify in an existing project and connect it to a user pool.\n\n## Configure Amplify\n\nInstall the library and run the configuration command, then answer its questions about the region and the pool.\n';
    assert.deepEqual(small(text).writer, []);
    assert.ok(breakCauses(text).some((c) => /a note's metadata/.test(c)));
  });

  it('a one-line lede in prose above the first break stays the writer\'s', () => {
    const text = 'Amplify handles sign-in for you.\n\n---\n\nAWS Amplify makes handling authentication in your React app a breeze. In this guide we configure Amplify in an existing project and connect it to a user pool.\n\n## Configure Amplify\n\nInstall the library and run the configuration command, then answer its questions about the region and the pool.\n';
    assert.equal(small(text).writer.length, 1);
  });
});

describe('a small chunk that holds an include is as long as the built page makes it', () => {
  it('`{% include … %}` and a sentence before a break: the pipeline\'s, which does not expand the include (after cockroachdb/docs ui-sql-dashboard.md)', () => {
    const text = '# SQL Dashboard\n\nThe SQL dashboard lets you monitor the performance of your SQL queries, from sessions and traffic to latency and transactions.\n\n## Dashboard navigation\n\n{% include v24.3/ui/ui-metrics-navigation.md %}\n\nFor monitoring, the sessions, traffic and latency graphs are enough.\n\n---\n\nThe SQL dashboard displays the following time series graphs, each over the time range you pick in the navigation above.\n\n## Open SQL Sessions\n\nThe number of open sessions per node, averaged over the interval the graph shows.\n';
    const a = analyze({ kind: 'markdown', text, documentId: 'ui.md', settings: resolveSettings({ dialect: 'jekyll' }, 'markdown') });
    assert.deepEqual(a.findings.filter((f) => f.ruleId === 'CK002'), []);
    assert.ok(a.pipelineFindings.some((f) => f.ruleId === 'CK002' && /holds an include .* that the pipeline does not expand/.test(f.pipeline!.cause)));
  });

  it('an embedded picture (`![[diagram.png#invert]]`) pulls in no text: the break stays the writer\'s (after Rivia8/obsidian-notes)', () => {
    const text = '# Automata\n\nWe have seen how these look, but not yet the criteria of one:\n\n![[Pasted image 20250220152817.png#invert]]\n\n---\n\nAll the states of the automaton belong to the set Q, and the accepting states among them form the subset F of Q, which the definition names next.\n\n## Transitions\n\nEach state and symbol lead to exactly one next state.\n';
    const a = analyze({ kind: 'markdown', text, documentId: 'dfa.md', settings: resolveSettings({ dialect: 'obsidian' }, 'markdown') });
    assert.equal(a.findings.filter((f) => f.ruleId === 'CK002').length, 1);
  });
});
