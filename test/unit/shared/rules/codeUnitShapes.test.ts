// Whole configuration files, modules, directory trees and access logs that a cap cuts are the pipeline's (CK006),
// as they are written on sites of any generator: named by a header comment, by the heading or a lead-in (also
// inside a container closed just before the code), or by their two ends. Look-alikes that are excerpts stay the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';
import type { MarkdownDialect } from '../../../../shared/parse/dialect';
import { analyzeText, readFixture } from '../../../helpers/analyzeText';

const budgets = { maxTokens: 150, targetTokens: 100, minTokens: 1, overlapTokens: 0 };
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => line(i)).join('\n');

function splitCode(text: string, dialect?: MarkdownDialect) {
  const a = dialect
    ? analyze({ kind: 'markdown', text, documentId: 'doc.md', settings: resolveSettings({}, 'markdown', { budgets, dialect }) })
    : analyzeText(text, { budgets });
  return { writer: a.findings.filter((f) => f.ruleId === 'CK006'), pipeline: a.pipelineFindings.filter((f) => f.ruleId === 'CK006') };
}

function assertPipeline(text: string, evidence: RegExp, dialect?: MarkdownDialect) {
  const { writer, pipeline } = splitCode(text, dialect);
  assert.deepEqual(writer, []);
  assert.equal(pipeline.length, 1);
  assert.match(pipeline[0].pipeline!.cause, evidence);
  assert.match(pipeline[0].pipeline!.remedy, /^maxTokens ≥ \d+ \(now 150\) keeps it whole/);
}

describe('complete units and recordings as unseen sites write them (test/fixtures/ck006)', () => {
  const fixtures: Array<[string, string, RegExp, MarkdownDialect?]> = [
    ['an nginx file that names its path in its header comment (`#` / `# /etc/agent/agent.conf` / `#`)', 'agent-conf-header.md', /a header comment that names the file it is \("# \/etc\/agent\/agent\.conf"\)/],
    ['a YAML file whose first comment calls it "the default /etc/relay/relay.conf file"', 'default-conf-yaml.md', /a header comment that names the file it is \("# This is the default \/etc\/relay\/relay\.conf file"\)/],
    ['a block under "### Full configuration for multiple entry points" and a lead-in that does not say so', 'full-configuration-heading.md', /the heading of its section calls it whole \("Full configuration"\)/],
    ['an nginx block after a Hugo call-out whose sentence names the `agent.conf` file', 'call-out-lead-in.md', /its lead-in names the file it is \("`agent\.conf` file"\)/, 'hugo'],
    ['an Express server from its `require` lines to `app.listen(PORT, …)`', 'express-app.md', /a whole module, from its imports to its last statement \(`app\.listen\(`\)/],
    ['a project layout drawn with `├──`, `└──` and `│`', 'project-tree.md', /a tree drawn with box characters/],
    ['`tail -f` and the access-log lines it printed, with `<...>` and `...` for lines left out', 'access-log-tail.md', /a web server's access log/],
  ];
  for (const [name, file, evidence, dialect] of fixtures) {
    it(`${name} is a pipeline finding naming the evidence and the cap that keeps it whole`, () => {
      assertPipeline(readFixture('ck006', file), evidence, dialect);
    });
  }
});

const nginxBody = lines(10, (i) => `    location /api/v${i}/ {\n        proxy_pass http://backend_${i};\n        proxy_read_timeout ${30 + i}s;\n    }`);
const nginx = (header: string) => `\`\`\`nginx\n${header}user agent;\nworker_processes auto;\nhttp {\n${nginxBody}\n}\n\`\`\``;
const routes = lines(10, (i) => `app.get('/items/${i}', async (req, res) => {\n  res.json(await store.find(${i}));\n});\n`);

describe('what names a unit, and what does not', () => {
  it('a file name alone or behind `File:` in the header names the file; a header that points at another file does not', () => {
    assertPipeline(`# Proxy\n\n${nginx('# File: conf.d/upstreams.conf\n\n')}\n`, /a header comment that names the file it is/);
    assertPipeline(`# Proxy\n\n${nginx('# Main configuration file for the proxy agent\n')}\n`, /"# Main configuration file for"/);
    assertPipeline(`# Proxy\n\n${nginx('# C:\\ProgramData\\Agent\\agent.conf\n')}\n`, /"# C:\\ProgramData\\Agent\\agent\.conf"/);
    assert.equal(splitCode(`# Proxy\n\n${nginx('# In your configuration file for the agent, add these lines:\n')}\n`).writer.length, 1);
    assert.equal(splitCode(`# Proxy\n\n${nginx('# replace <remote> with the upstream repository, for example:\n#  git@example.com/team/proxy.git\n')}\n`).writer.length, 1);
  });

  it('a lead-in in a `:::note` that closes just before the code, or in a GitHub alert, is read; a lead-in that does not call the code whole is not', () => {
    assertPipeline(`# Proxy\n\n:::note\nThe defaults suit most setups.\n\nHere is the complete configuration the installer writes:\n:::\n\n${nginx('')}\n`, /its lead-in calls it whole \("complete configuration"\)/);
    assertPipeline(`# Proxy\n\n> [!NOTE]\n> Here is the complete configuration the installer writes:\n\n${nginx('')}\n`, /its lead-in calls it whole/);
    assert.equal(splitCode(`# Proxy\n\n:::note\nEdit the locations to match your services.\n:::\n\n${nginx('')}\n`).writer.length, 1);
  });

  it('a Hugo call-out that closes just before the code (on lines of its own or on one line) and says the command prints it makes the code output; one that says something else does not', () => {
    const printed = `\`\`\`\n${lines(30, (i) => `Checked mirror ${i} of the package index and found it current.`)}\n\`\`\``;
    const { writer, pipeline } = splitCode(`# Mirrors\n\n{{< call-out "note" >}}\nThe sync command prints the following:\n{{< /call-out >}}\n\n${printed}\n`, 'hugo');
    assert.deepEqual(writer, []);
    assert.match(pipeline[0].pipeline!.cause, /program output, as its lead-in says/);
    const oneLine = splitCode(`# Mirrors\n\n{{< call-out "note" >}}The sync command prints the following:{{< /call-out >}}\n\n${printed}\n`, 'hugo');
    assert.deepEqual(oneLine.writer, [], 'a call-out on one line');
    assert.equal(splitCode(`# Mirrors\n\n{{< call-out "note" >}}\nRun the sync command once a day.\n{{< /call-out >}}\n\n${printed}\n`, 'hugo').writer.length, 1);
  });

  it('a heading that calls the code whole counts right above its lead-in, also when the lead-in sits in a call-out; a heading of words does not', () => {
    assertPipeline(`# Proxy\n\n### Full configuration for two upstreams\n\n{{< call-out "note" >}}\nReload the service after you change it.\n{{< /call-out >}}\n\n${nginx('')}\n`, /the heading of its section calls it whole/, 'hugo');
    assert.equal(splitCode(`# Proxy\n\n### Locations\n\nEach service gets a location of its own:\n\n${nginx('')}\n`).writer.length, 1);
    assert.equal(splitCode(`# Proxy\n\n### Complete example\n\nStart with the upstreams.\n\n\`\`\`nginx\nupstream a { server a:80; }\n\`\`\`\n\nThen the locations:\n\n${nginx('')}\n`).writer.length, 1);
    const inPieces = `# Proxy\n\n### Complete example\n\nStart with the locations:\n\n${nginx('')}\n\nThen the upstreams:\n\n\`\`\`nginx\nupstream a { server a:80; }\n\`\`\`\n`;
    assert.equal(splitCode(inPieces).writer.length, 1, 'a section that gives the example in pieces with prose between them');
  });

  it('a module that imports and ends in `module.exports` or `export default` is whole; one that ends in other statements, or stops inside a body, is an excerpt', () => {
    const requires = "const express = require('express');\nconst store = require('./store');\n\nconst app = express();\n\n";
    assertPipeline(`# App\n\n\`\`\`javascript\n${requires}${routes}\nmodule.exports = app;\n\`\`\`\n`, /last statement \(`module\.exports`\)/);
    assertPipeline(`# App\n\n\`\`\`ts\nimport { Router } from 'express';\n\nconst app = Router();\n\n${routes}\nexport default app\n\`\`\`\n`, /a complete code unit/);
    assert.equal(splitCode(`# App\n\n\`\`\`js\n${requires}${routes}\nstore.close();\n\`\`\`\n`).writer.length, 1);
    assert.equal(splitCode(`# App\n\n\`\`\`js\n${requires}${routes}\napp.listen(PORT, () => {\n  console.log('up');\n\`\`\`\n`).writer.length, 1);
  });

  it('a Python service from its imports to `uvicorn.run` and a Go program from `package main` are whole', () => {
    const handlers = lines(10, (i) => `@app.get("/items/${i}")\nasync def read_item_${i}():\n    return await store.find(${i})\n`);
    assertPipeline(`# Service\n\n\`\`\`python\n# The whole service in one file.\nfrom fastapi import FastAPI\nimport uvicorn\n\napp = FastAPI()\n\n${handlers}\nif __name__ == "__main__":\n    uvicorn.run(app, port=8000)\n\`\`\`\n`, /a complete code unit/);
    const funcs = lines(10, (i) => `func handle${i}(w http.ResponseWriter, r *http.Request) {\n\tfmt.Fprintf(w, "item ${i}")\n}\n`);
    assertPipeline(`# Service\n\n\`\`\`go\npackage main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\n${funcs}\nfunc main() {\n\thttp.ListenAndServe(":8080", nil)\n}\n\`\`\`\n`, /`package main`/);
  });

  it('a tree drawn in ASCII as `tree` prints it without Unicode (`|--`, `` `-- ``) is a directory tree; a few branches in a comment above code are not', () => {
    const ascii = `\`\`\`\n.\n${lines(30, (i) => `|-- module_${i}\n|   \`-- handler_${i}.c`)}\n\`-- Makefile\n\`\`\``;
    assertPipeline(`# Layout\n\n${ascii}\n`, /a tree drawn with box characters/);
    const code = `\`\`\`python\n# src/\n# ├── app.py\n# └── store.py\n${lines(40, (i) => `value_${i} = compute(${i}, scale=${i * 3})`)}\n\`\`\``;
    assert.equal(splitCode(`# Layout\n\n${code}\n`).writer.length, 1);
  });

  it('access-log lines behind a container\'s name (`proxy_1  | 10.0.0.1 - - […] "GET …`) are an access log', () => {
    const log = lines(20, (i) => `proxy_1  | 10.0.0.${i} - - [15/Aug/2023:13:18:${String(10 + i).padStart(2, '0')} +0000] "GET /items/${i} HTTP/1.1" 200 ${80 + i} "-" "curl/8.1"`);
    assertPipeline(`# Logs\n\n\`\`\`\ndocker compose logs -f proxy\n${log}\n\`\`\`\n`, /a web server's access log/);
  });

  it('lines left out (`...`, `<...>`) make no recording of commands; several unrelated commands stay the writer\'s', () => {
    const commands = lines(30, (i) => `docker run --rm -v "$PWD/data${i}:/data" image-${i}:latest process --input /data/in${i}.csv`);
    assert.equal(splitCode(`# Jobs\n\n\`\`\`bash\n${commands}\n...\n<...>\n...\n\`\`\`\n`).writer.length, 1);
  });
});
