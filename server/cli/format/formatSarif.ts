// Renders lint findings as a SARIF 2.1.0 log (one run, tool chunklens, every rule described) for code scanning.

import { LineIndex } from '../../../shared/text/lineIndex';
import type { Severity } from '../../../shared/model/types';
import { INTERNAL_ERROR_RULE_ID, RULES } from '../../../shared/rules';
import type { FileFindings } from './formatFindings';

const SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Where the rules are documented: the folder of rule pages in the repository, one `CK001.md` per rule. */
const RULE_PAGES_URL = 'https://github.com/chunklens/chunklens/blob/HEAD/docs/rules';

/** The page of a rule (`docs/rules/CK001.md`), the same one its diagnostic in the editor links to. */
export function helpUriOf(id: string): string {
  return `${RULE_PAGES_URL}/${id}.md`;
}

/** SARIF has three result levels; info and hint findings are notes. */
function levelOf(severity: Severity): 'error' | 'warning' | 'note' {
  switch (severity) {
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    case 'info':
    case 'hint':
      return 'note';
  }
}

/**
 * The SARIF log for `files`. Locations are 1-based lines and columns in UTF-16 code units (SARIF's default
 * column kind, the same unit as the core's offsets); artifact URIs are the paths as given, with `/` separators.
 * `fingerprints` (per file, per finding; see lintFile.ts) become `partialFingerprints`, which code scanning uses
 * to follow an alert across commits; `automationId` names the run (`automationDetails.id`), e.g. `chunklens/docs/`.
 */
export function formatSarif(files: FileFindings[], version: string, fingerprints?: string[][], automationId = 'chunklens/'): object {
  const descriptors = [
    ...RULES.map((r) => ({ id: r.id, name: r.names[0], description: r.description, level: levelOf(r.defaultSeverity) })),
    { id: INTERNAL_ERROR_RULE_ID, name: 'internal-error', description: 'A rule or strategy failed; the other findings are still reported', level: 'error' as const },
  ];
  const ruleIndex = new Map(descriptors.map((d, i) => [d.id, i]));
  const results = files.flatMap(({ path, text, findings }, fileIndex) => {
    const lines = new LineIndex(text);
    return findings.map((f, i) => {
      const fingerprint = fingerprints?.[fileIndex]?.[i];
      const range = lines.rangeOf(f.span);
      return {
        ruleId: f.ruleId,
        ruleIndex: ruleIndex.get(f.ruleId) ?? -1,
        level: levelOf(f.severity),
        message: { text: f.message },
        ...(fingerprint ? { partialFingerprints: { 'chunklensFingerprint/v1': fingerprint } } : {}),
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: path.split('\\').join('/') },
              region: {
                startLine: range.start.line + 1,
                startColumn: range.start.character + 1,
                endLine: range.end.line + 1,
                endColumn: range.end.character + 1,
              },
            },
          },
        ],
      };
    });
  });
  return {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'chunklens',
            version,
            rules: descriptors.map((d) => ({
              id: d.id,
              name: d.name,
              shortDescription: { text: d.description },
              fullDescription: { text: d.description },
              defaultConfiguration: { level: d.level },
              helpUri: helpUriOf(d.id),
            })),
          },
        },
        automationDetails: { id: automationId },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

/** GitHub code scanning shows at most this many results of one run, and rejects a run with more than REJECTED. */
const SHOWN = 5000;
const REJECTED = 25000;

/** A warning for a SARIF log of `results` results that code scanning would cut or reject, else undefined. */
export function sarifSizeWarning(results: number): string | undefined {
  if (results > REJECTED) return `${results} SARIF results: GitHub code scanning rejects a run with more than ${REJECTED}; lint with --baseline or fewer rules`;
  if (results > SHOWN) return `${results} SARIF results: GitHub code scanning shows only ${SHOWN} of one run; consider --baseline`;
  return undefined;
}
