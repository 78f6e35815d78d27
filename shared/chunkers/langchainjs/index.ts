// Strategies that reproduce LangChain.js's text splitters (@langchain/textsplitters 1.0.2), every chunk mapped
// back to its source spans. They differ from the Python ones (docs/strategies/langchainjs.md).

import { langchainStrategy } from '../langchain/langchainStrategy';
import { LANGCHAINJS_SPLITTERS } from './splitters';

/** One strategy per splitter, with the package's default fields (`withOptions` gives others). */
export const LANGCHAINJS_STRATEGIES = LANGCHAINJS_SPLITTERS.map((def) => langchainStrategy(def));
