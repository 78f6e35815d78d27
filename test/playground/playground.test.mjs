// The browser playground in headless Chromium (Debian's, through playwright-core): out/playground/ served on
// the loopback by this test, a document pasted, strategies and budgets switched, and every chunk count equal
// to `chunklens chunk FILE --strategy S --format json` on the same text; compare mode's two columns; the state
// round-tripping through the URL hash; only the selected encoding's rank file fetched. `npm run test:playground`
// (builds the CLI and the playground first); the screenshot goes to out/playground-shots/.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = join(ROOT, 'out', 'playground');
const SHOTS = join(ROOT, 'out', 'playground-shots');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves out/playground/ on 127.0.0.1, remembering every path asked for. */
function serveSite() {
  const requested = [];
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    requested.push(path);
    try {
      const body = readFileSync(join(SITE, path === '/' ? 'index.html' : path));
      response.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, requested, url: `http://127.0.0.1:${server.address().port}/` })));
}

/** The chunk records `chunklens chunk` prints for `text` saved as `name` under these flags. */
function cliChunks(name, text, flags) {
  const dir = mkdtempSync(join(tmpdir(), 'chunklens-playground-'));
  writeFileSync(join(dir, name), text);
  const run = spawnSync(process.execPath, [join(ROOT, 'out', 'cli.js'), 'chunk', name, ...flags, '--format', 'json'], { cwd: dir, encoding: 'utf8' });
  assert.ok(run.status === 0 || run.status === 1, run.stderr);
  return JSON.parse(run.stdout);
}

/** Pastes `text` over the whole textarea, as a user's select-all and paste does. */
async function paste(page, text) {
  await page.locator('#text').evaluate((area, pasted) => {
    area.focus();
    area.select();
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The chunk counts the page shows once its analysis of `strategies` is done (A, then B in compare mode). */
async function countsFor(page, strategies) {
  await page.waitForFunction((ids) => {
    const status = document.getElementById('status');
    return status.dataset.state === 'done' && status.dataset.strategies === ids.join();
  }, strategies, { timeout: 60_000 });
  return (await page.locator('#status').getAttribute('data-counts')).split(',').map(Number);
}

async function select(page, id, value) {
  await page.locator(`#${id}`).selectOption(value);
}

const MARKDOWN = readFileSync(join(ROOT, 'test/fixtures/corpus-sample/rust-book-ch05-01-defining-structs.md'), 'utf8');
const BLOCKS = readFileSync(join(ROOT, 'test/fixtures/lightrag/paper.blocks.jsonl'), 'utf8');

describe('the playground bundle', () => {
  it('imports no Node module: every file of out/playground/ is browser code', () => {
    const files = ['playground.js', ...readdirSync(join(SITE, 'chunks')).map((f) => join('chunks', f))];
    const offending = files.filter((f) => /\b(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']node:/.test(readFileSync(join(SITE, f), 'utf8')));
    assert.deepEqual(offending, []);
  });
});

describe('the playground in a browser', () => {
  let site;
  let browser;
  let page;

  before(async () => {
    site = await serveSite();
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(site.url);
    await countsFor(page, ['markdown-spec']);
  });

  after(async () => {
    await browser?.close();
    site?.server.close();
  });

  it('chunks a pasted Markdown document into the chunks and sizes the CLI prints for it', async () => {
    await paste(page, MARKDOWN);
    await page.waitForFunction(() => document.getElementById('file-name').value === 'document.md');
    const cli = cliChunks('document.md', MARKDOWN, ['--strategy', 'markdown-spec']);
    assert.deepEqual(await countsFor(page, ['markdown-spec']), [cli.length]);
    const sizes = await page.locator('#tree button.chunk .tokens').allTextContents();
    assert.deepEqual(sizes.map((s) => Number(s.split('/')[0])), cli.map((c) => c.token_estimate));
    assert.equal(await page.locator('#bands span.band').evaluateAll((bands) => new Set(bands.map((b) => b.dataset.index)).size), cli.length);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'playground-tree.png') });
  });

  it('re-chunks typed edits as the CLI chunks the edited text', async () => {
    const edited = MARKDOWN.replace('\n## ', '\n## A section typed in\n\nA paragraph typed into the page, long enough to be a chunk of its own.\n\n## ');
    await page.locator('#text').fill(edited);
    const cli = cliChunks('document.md', edited, ['--strategy', 'markdown-spec']);
    assert.deepEqual(await countsFor(page, ['markdown-spec']), [cli.length]);
    const sizes = await page.locator('#tree button.chunk .tokens').allTextContents();
    assert.deepEqual(sizes.map((s) => Number(s.split('/')[0])), cli.map((c) => c.token_estimate));
    await page.locator('#text').fill(MARKDOWN);
    assert.deepEqual(await countsFor(page, ['markdown-spec']), [cliChunks('document.md', MARKDOWN, ['--strategy', 'markdown-spec']).length]);
  });

  it('switches strategy, library arguments, tokenizer and budget and still counts what the CLI counts, fetching only the encoding selected', async () => {
    assert.equal(site.requested.some((path) => path.includes('cl100k_base')), false, 'no cl100k ranks before they are selected');
    await select(page, 'strategy', 'llamaindex-sentence');
    await page.locator('#budgets input[name="chunk_size"]').fill('200');
    const cli = cliChunks('document.md', MARKDOWN, ['--strategy', 'llamaindex-sentence', '--options', '{"chunk_size": 200}']);
    assert.deepEqual(await countsFor(page, ['llamaindex-sentence']), [cli.length]);
    assert.ok(site.requested.some((path) => path.includes('cl100k_base')), 'llamaindex-sentence counts with cl100k_base');
    await select(page, 'strategy', 'recursive');
    await select(page, 'tokenizer', 'chars');
    await page.locator('#budgets input[name="maxTokens"]').fill('300');
    const chars = cliChunks('document.md', MARKDOWN, ['--strategy', 'recursive', '--tokenizer', 'chars', '--max-tokens', '300']);
    assert.deepEqual(await countsFor(page, ['recursive']), [chars.length]);
    assert.equal(site.requested.filter((path) => /p50k_base|r50k_base/.test(path)).length, 0, 'encodings never selected are never fetched');
  });

  it('reads a pasted .blocks.jsonl as the CLI reads a file of that name', async () => {
    await select(page, 'tokenizer', '');
    await paste(page, BLOCKS);
    await page.waitForFunction(() => document.getElementById('file-name').value === 'document.blocks.jsonl');
    await select(page, 'strategy', 'paragraph-semantic');
    await page.locator('#budgets input[name="maxTokens"]').fill('');
    const cli = cliChunks('document.blocks.jsonl', BLOCKS, ['--strategy', 'paragraph-semantic']);
    assert.deepEqual(await countsFor(page, ['paragraph-semantic']), [cli.length]);
  });

  it('compares two strategies in two columns, each with the CLI chunk count', async () => {
    await paste(page, MARKDOWN);
    await select(page, 'strategy', 'markdown-spec');
    await select(page, 'compare-with', 'langchain-recursive');
    assert.equal(await page.locator('#budgets input[name="maxTokens"]').inputValue(), '');
    const a = cliChunks('document.md', MARKDOWN, ['--strategy', 'markdown-spec']);
    const b = cliChunks('document.md', MARKDOWN, ['--strategy', 'langchain-recursive']);
    assert.deepEqual(await countsFor(page, ['markdown-spec', 'langchain-recursive']), [a.length, b.length]);
    assert.equal(await page.locator('#tree .columns > .column').count(), 2);
    assert.equal(await page.locator('#tree .column.side-a button.chunk').count(), a.length);
    assert.equal(await page.locator('#tree .column.side-b button.chunk').count(), b.length);
    await page.locator('#tree .column.side-b button.chunk').nth(1).click();
    await page.waitForFunction(() => document.getElementById('bands-title').textContent.includes('B langchain-recursive'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, 'playground-compare.png') });
  });

  it('restores strategies, budgets and text from the link in a new page', async () => {
    await page.locator('#budgets input[name="maxTokens"]').fill('150');
    const a = cliChunks('document.md', MARKDOWN, ['--strategy', 'markdown-spec', '--max-tokens', '150']);
    const b = cliChunks('document.md', MARKDOWN, ['--strategy', 'langchain-recursive']);
    const counts = await countsFor(page, ['markdown-spec', 'langchain-recursive']);
    assert.deepEqual(counts, [a.length, b.length]);
    await page.waitForFunction(() => location.hash.startsWith('#s=') && document.getElementById('link-note').textContent !== '');
    const link = page.url();
    const fresh = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await fresh.goto(link);
    assert.deepEqual(await countsFor(fresh, ['markdown-spec', 'langchain-recursive']), counts);
    assert.equal(await fresh.locator('#text').inputValue(), MARKDOWN);
    assert.equal(await fresh.locator('#budgets input[name="maxTokens"]').inputValue(), '150');
    assert.equal(await fresh.locator('#file-name').inputValue(), 'document.md');
    await fresh.screenshot({ path: join(SHOTS, 'playground-from-link.png') });
    await fresh.close();
  });

  it('opens a MinerU content_list.json from a file and chunks it as the CLI chunks that file', async () => {
    await select(page, 'compare-with', '');
    const name = 'demo1_content_list.json';
    const content = readFileSync(join(ROOT, 'test/fixtures/mineru', name));
    await page.locator('#open').setInputFiles({ name, mimeType: 'application/json', buffer: content });
    await page.waitForFunction((n) => document.getElementById('file-name').value === n, name);
    const cli = cliChunks(name, content.toString('utf8'), ['--strategy', 'mineru']);
    assert.deepEqual(await countsFor(page, ['mineru']), [cli.length]);
  });
});
