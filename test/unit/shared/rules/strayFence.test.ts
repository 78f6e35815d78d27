// A fence line with an info string inside a fenced code block cannot close it (CK100, a warning at that line): the
// block above was never closed and swallowed the prose after it, or it needs a longer fence. Shapes from real
// pages: a closing fence lost to a merge conflict (envoyproxy/gateway proxy-trace.md, Apache-2.0), an opening fence
// written twice (envoyproxy/gateway cors.md; withastro/docs xata.mdx, MIT). Fenced examples inside a longer fence,
// a fence of the other character, or indented past the opening (MkDocs content tabs) are code in every reading.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

function strayFindings(text: string) {
  return analyzeText(text).findings.filter((f) => f.ruleId === 'CK100' && /cannot close/.test(f.message));
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

describe('a fence line that cannot close its code block', () => {
  it('a closing fence lost before the next section is reported at the next opening fence, which the block swallowed', () => {
    const text = [
      '### Tempo and appProtocol',
      '',
      'You can add the protocol hint by supplying these values to the chart:',
      '',
      '```yaml',
      'distributor:',
      '  appProtocol:',
      '    grpc: grpc',
      '=======',
      '### Sampler',
      '',
      'For OpenTelemetry tracing, you can configure the sampler:',
      '',
      '```yaml',
      'sampler: ParentBasedTraceIdRatio',
      '```',
      '',
    ].join('\n');
    const found = strayFindings(text);
    assert.equal(found.length, 1);
    assert.equal(lineOf(text, found[0].span.start), 14);
    assert.equal(found[0].severity, 'warning');
    assert.match(found[0].message, /^Fence line "```yaml" cannot close the code block above it/);
  });

  it('an opening fence written twice, at the top level and in a list item, is reported on the second', () => {
    const top = 'At the end of setup you should have:\n\n```ini title=".env"\n\nAt the end:\n\n```ini title=".env"\nXATA_API_KEY=hash_key\n```\n';
    assert.equal(lineOf(top, strayFindings(top)[0].span.start), 7);
    const listed = '1. Send a request:\n\n    ```shell\n    ```shell\n    curl -H "Origin: http://www.foo.com" http://localhost\n    ```\n';
    assert.equal(lineOf(listed, strayFindings(listed)[0].span.start), 4);
  });

  it('a block opened by a bare fence is not read: it may be the closing fence of a block that an HTML block with markdown="1" hid from CommonMark (ParsePlatform/docs relations.md)', () => {
    const kramdown = '<div class="language-toggle" markdown="1">\n```objective_c\nPFObject *game = ...\n\nPFUser *createdBy = [game objectForKey:@"createdBy"];\n```\n```swift\nlet createdBy = game["createdBy"]\n```\n</div>\n';
    assert.deepEqual(strayFindings(kramdown), []);
  });

  it('fenced examples inside a longer fence or a fence of tildes, and fence lines indented past the opening, are code', () => {
    const longer = '# Tabs\n\n````markdown\n=== "C"\n\n```c\nint main(void) { return 0; }\n```\n````\n';
    assert.deepEqual(strayFindings(longer), []);
    const tildes = '# Tabs\n\n~~~markdown\n```c\nint main(void) { return 0; }\n```\n~~~\n';
    assert.deepEqual(strayFindings(tildes), []);
    const indented = '# Tabs\n\n``` title="Content tabs with code blocks"\n=== "C"\n\n    ``` c\n    int main(void) { return 0; }\n    ```\n```\n';
    assert.deepEqual(strayFindings(indented), []);
  });

  it('a fenced example in a string literal of the code (a prompt asking for code, karanjain1601/Obsidian-Monday) is text: its closing glued to the string\'s end, or its info closed by the string\'s quotes', () => {
    const prompt = '# Tests\n\n```python\nprompt = f"""Generate pytest tests for this module.\n\n```python\n{source}\n```"""\nresult = run(prompt)\n```\n\nAfter the script.\n';
    assert.deepEqual(strayFindings(prompt), []);
    const glued = '# Math\n\n```python\nprompt = f"""Solve it.\n\nProblem: {question}\n\n```python"""\nresponse = client.create(prompt)\n```\n';
    assert.deepEqual(strayFindings(glued), []);
    const twice = '# Setup\n\n```python title="app.py"\nimport os\n\n```python title="app.py"\nimport sys\n```\n';
    assert.equal(strayFindings(twice).length, 1, 'an opening written twice, with an attribute in quotes, stays stray');
  });

  it('an MkDocs admonition in a list item whose fenced examples are indented code to CommonMark is not read as a fence (polkadot-docs general-management.md); fences in indented code elsewhere are', () => {
    const item = (body: string) => `1. Open the login page:\n\n    \`\`\`text\n    http://localhost:3000/login\n    \`\`\`\n\n${body}\n\nThen log in.\n`;
    const admonition = '    !!! tip "Change the port"\n        Edit the defaults file:\n\n        ```bash\n        sudo vim /etc/grafana/defaults.ini\n        ```\n\n        Then restart the server:\n\n        ```bash\n        sudo systemctl restart grafana-server\n        ```';
    assert.deepEqual(strayFindings(item(admonition)), []);
    const twice = '    ```bash\n    ```bash\n    sudo systemctl restart grafana-server\n    ```';
    assert.equal(strayFindings(item(twice)).length, 1, 'a fence written twice in the item itself');
    // tangentecode/obsidian-notes avg.md: indented two tabs under a plain item, the fences are literal text in code.
    const tabbed = '# Avg\n\n- **Purpose**: Calculates the average value of a numeric column.\n- **Example**:\n\t\t\n\t\t```sql\n\n\t\tSELECT AVG(salary) AS average_salary\n\n\t\tFROM employees;\n\n\t\t```c\n\t\t\n\n- **Output**: Returns the average of all values in the `salary` column.\n';
    assert.equal(strayFindings(tabbed).length, 1, 'no admonition, details block or content tab opens the body');
  });
});
