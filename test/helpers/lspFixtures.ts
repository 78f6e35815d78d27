// Documents and settings shared by the LSP tests. Budgets are tiny and tokens are code points (`chars`), so
// every expectation below can be counted by hand.

export const SETTINGS = {
  /** Long enough that edits sent back to back land in one debounce window. */
  analysisDelay: 50,
  tokenizer: 'chars',
  budgets: {
    'markdown-spec': { maxTokens: 60, targetTokens: 40, minTokens: 5, overlapTokens: 0 },
    'adaptive-section': { maxTokens: 60, largeThreshold: 40 },
    mineru: { maxChars: 60 },
  },
};

/**
 * Line 6 holds a 77-character paragraph, one sentence over the 60-token cap: markdown-spec cuts it between
 * words (58 + 18 characters), so two chunks start on line 6 and the second is a hard split (CK007).
 */
export const GUIDE = [
  '# Guide', //                                                                     0
  '', //                                                                            1
  'Short intro paragraph.', //                                                      2
  '', //                                                                            3
  '## Install', //                                                                  4
  '', //                                                                            5
  'Run the installer, then restart the editor so that the new settings are read.', //  6
  '', //                                                                            7
  '## Use', //                                                                      8
  '', //                                                                            9
  '- one', //                                                                       10
  '- two', //                                                                       11
  '',
].join('\n');

export const GUIDE_URI = 'file:///workspace/docs/guide.md';

/**
 * The same guide as a MinerU content_list: the 77-character element on line 3 is over the 60-character
 * limit, and MinerU never splits an element, so its chunk is oversized (CK001). Line 4 starts a new page.
 */
export const CONTENT_LIST = [
  '[',
  '  {"type": "text", "text": "Guide", "text_level": 1, "page_idx": 0},',
  '  {"type": "text", "text": "Short intro paragraph.", "page_idx": 0},',
  '  {"type": "text", "text": "Run the installer, then restart the editor so that the new settings are read.", "page_idx": 0},',
  '  {"type": "text", "text": "Use", "text_level": 2, "page_idx": 1},',
  '  {"type": "list", "page_idx": 1, "list_items": ["one", "two"]}',
  ']',
  '',
].join('\n');

export const CONTENT_LIST_URI = 'file:///workspace/docs/guide_content_list.json';
