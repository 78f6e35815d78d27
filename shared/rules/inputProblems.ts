// CK100 and CK101: problems met by the parser (malformed input) and by a chunker (a degraded split),
// reported at their place so that nothing is silently lost.

import type { Rule } from './types';

function reportProblemsWithCode(code: string): Rule['check'] {
  return ({ problems }, report) => {
    for (const p of problems) {
      if (p.code === code) report({ span: p.span, message: p.message, severity: p.severity });
    }
  };
}

export const malformedInput: Rule = {
  id: 'CK100',
  names: ['malformed-input'],
  tags: ['input'],
  defaultSeverity: 'error',
  description: 'A line or element of the input cannot be read; the rest of the document is still chunked',
  check: reportProblemsWithCode('CK100'),
};

export const degradedSplit: Rule = {
  id: 'CK101',
  names: ['degraded-split'],
  tags: ['input', 'split'],
  defaultSeverity: 'warning',
  description: 'The strategy fell back to a cruder split here (e.g. a table degraded to a character split)',
  check: reportProblemsWithCode('CK101'),
};
