// The browser playground's page script (bundled as an ES module with its rank files split off, esbuild.mjs
// --playground): a pasted or dropped document, the strategy, tokenizer and budgets picked, analysed in the page
// by the pure core; the chunk bands over the text, and the editor webview's own chunk tree, histogram and
// compare view (client/webview/). The state lives in the URL hash; nothing is sent anywhere.

import sample from '../walkthrough/sample.md';
import { DEFAULT_STRATEGY_BY_KIND, findStrategy, STRATEGIES } from '../shared/chunkers';
import type { BudgetKey, Budgets } from '../shared/chunkers/types';
import { TOKENIZER_IDS } from '../shared/tokenizers';
import { inputKindOf } from '../shared/model/inputKind';
import { toChunkTree } from '../server/present/chunkTreeOf';
import { toCompareResult } from '../server/present/compareResult';
import { renderCompare } from '../client/webview/compareView';
import { el, section } from '../client/webview/dom';
import type { WebviewMessage } from '../client/webview/messages';
import { renderContent, renderTree } from '../client/webview/treeView';
import { analyzeInPage, encodingsOf, fileNameForText, settingsFor, type PageAnalysis, type PageCache, type PageRequest } from './analyzeInPage';
import { renderBands, selectBand } from './bandsView';
import { decodePageState, encodePageState, type PageState } from './pageState';
import { loadRankFile } from './rankFilesOnDemand';

const input = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const fileName = input<HTMLInputElement>('file-name');
const text = input<HTMLTextAreaElement>('text');
const strategy = input<HTMLSelectElement>('strategy');
const compareWith = input<HTMLSelectElement>('compare-with');
const tokenizer = input<HTMLSelectElement>('tokenizer');
const budgetFields = input<HTMLElement>('budgets');
const status = input<HTMLElement>('status');
const bands = input<HTMLElement>('bands');
const bandsTitle = input<HTMLElement>('bands-title');

let budgets: Budgets = {};
let options: Record<string, unknown> = {};
/** The analyses on show: the tree's (A) and, in compare mode, B's. */
let shown: PageAnalysis[] = [];
let version = 0;
/** Each side's engine cache, so a keystroke re-analyses only what it changed. */
const caches: [PageCache, PageCache] = [{}, {}];
let pending: ReturnType<typeof setTimeout> | undefined;

function option(value: string, label: string, title?: string): HTMLOptionElement {
  const node = el('option', undefined, label);
  node.value = value;
  if (title) node.title = title;
  return node;
}

/** Strategies that read the file's kind; the picked ones stay when they still apply. */
function fillStrategies(): void {
  const kind = inputKindOf(fileName.value);
  const readers = STRATEGIES.filter((s) => s.inputKinds.includes(kind));
  const keep = (select: HTMLSelectElement, fallback: string): string => (readers.some((s) => s.id === select.value) ? select.value : fallback);
  const a = keep(strategy, DEFAULT_STRATEGY_BY_KIND[kind]);
  const b = keep(compareWith, '');
  strategy.replaceChildren(...readers.map((s) => option(s.id, s.id, s.description)));
  compareWith.replaceChildren(option('', 'none'), ...readers.map((s) => option(s.id, s.id, s.description)));
  strategy.value = a;
  compareWith.value = b;
}

/**
 * One field per budget the strategy accepts (its default as placeholder) and per constructor argument of a
 * library strategy (`--options`: its default as JSON); values it does not take are dropped.
 */
function fillSettings(): void {
  const chosen = findStrategy(strategy.value)!;
  const schema = chosen.options?.schema ?? {};
  budgets = Object.fromEntries(Object.entries(budgets).filter(([key]) => key in chosen.defaults));
  options = Object.fromEntries(Object.entries(options).filter(([key]) => key in schema));
  const budgetInputs = Object.entries(chosen.defaults).map(([key, fallback]) => {
    const field = settingField(key, 'number', String(fallback), budgets[key as BudgetKey]);
    field.addEventListener('input', () => {
      if (field.value === '') delete budgets[key as BudgetKey];
      else budgets[key as BudgetKey] = Number(field.value);
      schedule();
    });
    return labelled(key.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`), field);
  });
  const optionInputs = Object.entries(schema).map(([key, spec]) => {
    const given = options[key];
    const field = settingField(key, 'text', JSON.stringify(spec.default) ?? '', given === undefined ? undefined : typeof given === 'string' ? given : JSON.stringify(given));
    field.classList.add('option');
    field.addEventListener('input', () => {
      if (field.value === '') delete options[key];
      else options[key] = optionValue(field.value);
      schedule();
    });
    return labelled(key, field);
  });
  budgetFields.replaceChildren(...budgetInputs, ...optionInputs);
}

function settingField(name: string, type: string, placeholder: string, value: string | number | undefined): HTMLInputElement {
  const field = el('input');
  field.type = type;
  field.name = name;
  field.placeholder = placeholder;
  if (type === 'number') field.min = '0';
  field.value = value === undefined ? '' : String(value);
  return field;
}

function labelled(text: string, field: HTMLInputElement): HTMLLabelElement {
  const label = el('label', undefined, `${text} `);
  label.appendChild(field);
  return label;
}

/** An argument typed in a field: JSON when it reads as JSON (`200`, `true`, `["\\n\\n"]`), else the text itself. */
function optionValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Analyses again shortly; `#status[data-state]` is `busy` until the views show the result (tests wait on it). */
function schedule(): void {
  status.dataset.state = 'busy';
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void update();
  }, 200);
}

function request(strategyId: string, forB = false): PageRequest {
  const chosen = findStrategy(strategyId);
  // Side B takes the budgets and arguments it accepts; the others are A's alone.
  const ownBudgets = forB ? Object.fromEntries(Object.entries(budgets).filter(([key]) => chosen && key in chosen.defaults)) : budgets;
  const ownOptions = forB ? Object.fromEntries(Object.entries(options).filter(([key]) => chosen?.options && key in chosen.options.schema)) : options;
  return { fileName: fileName.value, text: text.value, strategy: strategyId, tokenizer: tokenizer.value || undefined, budgets: ownBudgets, options: ownOptions };
}

async function analyzeSide(req: PageRequest, side: 0 | 1, run: number): Promise<PageAnalysis | string> {
  const decided = settingsFor(req);
  if (!decided.ok) return decided.reason;
  await Promise.all(encodingsOf(decided.settings, req.options).map(loadRankFile));
  // A newer run started while the ranks loaded: this one's result would be dropped, and its cache is the newer's.
  if (run !== version) return 'superseded';
  return analyzeInPage(req, decided.kind, decided.settings, run, caches[side]);
}

/** Analyses the document under the picked settings and draws the views, then writes the state into the hash. */
async function update(): Promise<void> {
  const run = ++version;
  status.textContent = 'analysing…';
  const requests = [request(strategy.value), ...(compareWith.value ? [request(compareWith.value, true)] : [])];
  const results = await Promise.all(requests.map((req, side) => analyzeSide(req, side as 0 | 1, run)));
  if (run !== version) return;
  const problem = results.find((r): r is string => typeof r === 'string');
  if (problem !== undefined) {
    status.textContent = problem;
    status.className = 'error';
    if (pending === undefined) status.dataset.state = 'done';
    return;
  }
  shown = results as PageAnalysis[];
  const [a, b] = shown;
  status.className = '';
  status.textContent = shown.map((r) => `${r.analysis.settings.strategy.id}: ${r.analysis.chunks.length} chunks`).join(' · ');
  status.dataset.counts = shown.map((r) => r.analysis.chunks.length).join(',');
  status.dataset.strategies = shown.map((r) => r.analysis.settings.strategy.id).join(',');
  showBands(0);
  section('content').replaceChildren();
  if (b) renderCompare(fileName.value, toCompareResult(a, b), handle);
  else renderTree(fileName.value, toChunkTree(a), handle);
  await writeHash();
  if (run === version && pending === undefined) status.dataset.state = 'done';
}

function showBands(side: number): void {
  const result = shown[side];
  bandsTitle.textContent = `Chunk bands: ${shown.length > 1 ? `${side === 0 ? 'A' : 'B'} ` : ''}${result.analysis.settings.strategy.id}`;
  renderBands(bands, text.value.replace(/^\uFEFF/, ''), result.analysis.chunks);
  bands.dataset.side = String(side);
}

/** The webview views' messages, answered in the page: a clicked chunk shows its bands and its embed text. */
function handle(message: WebviewMessage): void {
  switch (message.type) {
    case 'reveal':
      selectBand(bands, message.index);
      return;
    case 'showContent': {
      const chunk = shown[0]?.analysis.chunks[message.index];
      if (chunk) renderContent(chunk.index, chunk.content, chunk.tokens);
      return;
    }
    case 'revealSide': {
      if (bands.dataset.side !== String(message.side)) showBands(message.side);
      selectBand(bands, message.index);
      const chunk = shown[message.side]?.analysis.chunks[message.index];
      if (chunk) renderContent(chunk.index, chunk.content, chunk.tokens);
      return;
    }
    case 'stopCompare':
      compareWith.value = '';
      schedule();
      return;
    default:
      return;
  }
}

function pageState(): PageState {
  const state: PageState = { fileName: fileName.value, strategy: strategy.value, budgets, text: text.value };
  if (Object.keys(options).length) state.options = options;
  if (compareWith.value) state.compareWith = compareWith.value;
  if (tokenizer.value) state.tokenizer = tokenizer.value;
  return state;
}

async function writeHash(): Promise<void> {
  const { hash, withText } = await encodePageState(pageState());
  history.replaceState(null, '', hash);
  input<HTMLElement>('link-note').textContent = withText ? 'The link holds the text and the settings.' : 'The text is too large for a link: it holds the settings only.';
}

function applyState(state: PageState): void {
  fileName.value = state.fileName;
  if (state.text !== undefined) text.value = state.text;
  budgets = { ...state.budgets };
  options = { ...state.options };
  fillStrategies();
  if (state.strategy) strategy.value = state.strategy;
  compareWith.value = state.compareWith ?? '';
  tokenizer.value = state.tokenizer ?? '';
  fillSettings();
}

function takeText(name: string | undefined, content: string): void {
  text.value = content;
  fileName.value = name ?? fileNameForText(content);
  fillStrategies();
  fillSettings();
  schedule();
}

async function start(): Promise<void> {
  tokenizer.replaceChildren(option('', "the strategy's own"), ...TOKENIZER_IDS.map((id) => option(id, id)));
  const state = await decodePageState(location.hash);
  applyState(state ?? { fileName: 'sample.md', text: sample, budgets: {} });
  fileName.addEventListener('change', () => {
    fillStrategies();
    fillSettings();
    schedule();
  });
  strategy.addEventListener('change', () => {
    fillSettings();
    schedule();
  });
  for (const control of [compareWith, tokenizer]) control.addEventListener('change', schedule);
  text.addEventListener('input', schedule);
  text.addEventListener('paste', (event) => {
    const pasted = event.clipboardData?.getData('text/plain');
    // A paste that replaces the whole text names the document after its shape (Markdown, JSONL, a JSON list).
    if (pasted !== undefined && text.selectionStart === 0 && text.selectionEnd === text.value.length) {
      event.preventDefault();
      takeText(undefined, pasted);
    }
  });
  input<HTMLInputElement>('open').addEventListener('change', async (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file) takeText(file.name, await file.text());
  });
  document.addEventListener('dragover', (event) => event.preventDefault());
  document.addEventListener('drop', async (event) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    takeText(file.name, await file.text());
  });
  input<HTMLButtonElement>('copy-link').addEventListener('click', () => void navigator.clipboard?.writeText(location.href));
  window.addEventListener('hashchange', async () => {
    const next = await decodePageState(location.hash);
    if (!next) return;
    applyState(next);
    schedule();
  });
  await update();
}

void start();
