// The chunk tree webview's script (bundled as a browser IIFE): the chunk tree (treeView.ts: heading path →
// chunks, the token-size histogram with the cap marked, a chunk's exact embed text); in compare mode two
// strategies side by side (compareView.ts); the query box and its ranked hits (queryView.ts); the questions of the
// workspace's question sets on the chunks that hold their answers (questionView.ts). Every piece of document text
// goes into the DOM through textContent, never as HTML.

import type { CompareStrategiesResult } from '../../shared/model/protocol';
import { renderCompare } from './compareView';
import { el, section } from './dom';
import { parseHostMessage, type HostMessage, type WebviewMessage } from './messages';
import { initQueryBox, markHits, renderQueryResults } from './queryView';
import { renderQuestions } from './questionView';
import { forgetTree, markCursor, renderContent, renderTree, shownTree } from './treeView';

declare function acquireVsCodeApi(): { postMessage(message: WebviewMessage): void };

const host = acquireVsCodeApi();
const post = host.postMessage.bind(host);
/** The comparison shown instead of the tree, in compare mode. */
let comparison: CompareStrategiesResult | undefined;
let lastQuery: Extract<HostMessage, { type: 'query' }> | undefined;
let lastQuestions: Extract<HostMessage, { type: 'questions' }> | undefined;

function handle(message: HostMessage): void {
  switch (message.type) {
    case 'tree':
      comparison = undefined;
      renderTree(message.fileName, message.tree, post);
      markHits(lastQuery, message.tree.uri);
      renderQuestions(lastQuestions, []);
      return;
    case 'compare':
      forgetTree();
      comparison = message.comparison;
      renderCompare(message.fileName, message.comparison, post);
      markHits(lastQuery, message.comparison.uri);
      renderQuestions(lastQuestions, message.comparison.sides.map((s) => s.strategy));
      return;
    case 'questions':
      lastQuestions = message;
      renderQuestions(message, comparison?.sides.map((s) => s.strategy) ?? []);
      return;
    case 'query':
      lastQuery = message;
      renderQueryResults(message, comparison?.sides.map((s) => s.strategy) ?? [], post);
      markHits(message, shownTree()?.uri ?? comparison?.uri);
      return;
    case 'cursor':
      markCursor(message.index);
      return;
    case 'content':
      renderContent(message.content.index, message.content.content, message.content.tokens);
      return;
    case 'empty':
      forgetTree();
      comparison = undefined;
      lastQuery = undefined;
      lastQuestions = undefined;
      section('hits').replaceChildren();
      section('questions').replaceChildren();
      section('summary').replaceChildren(el('p', 'muted', message.message));
      section('histogram').replaceChildren();
      section('tree').replaceChildren();
      section('content').replaceChildren();
      return;
  }
}

window.addEventListener('message', (event: MessageEvent) => {
  const message = parseHostMessage(event.data);
  if (message) handle(message);
});
initQueryBox(post);
host.postMessage({ type: 'ready' });
