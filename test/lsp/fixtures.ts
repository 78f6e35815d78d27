// Documents and settings shared by the LSP tests. Budgets are tiny and tokens are code points (`chars`), so
// every expectation below can be counted by hand.

export const SETTINGS = {
  /** Long enough that edits sent back to back land in one debounce window. */
  analysisDelay: 50,
  tokenizer: 'chars',
  budgets: { 'markdown-spec': { maxTokens: 60, targetTokens: 40, minTokens: 5, overlapTokens: 0 } },
};

/** Line 6 holds a 77-character paragraph: one chunk over the 60-token cap (CK001). */
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
