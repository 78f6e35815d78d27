// Validation every library strategy gives its constructor arguments: the schema's defaults, the given values over
// them, a problem per unknown name or bad value (with its path), and the library's checks across arguments once
// each value is valid. What a valid value is, and which checks cross arguments, is each library's own
// (langchain/options.ts, chonkie/options.ts, haystack/options.ts, managed/options.ts).

import type { ArgumentSchema, ArgumentSpec, OptionProblem, ValidatedOptions } from './types';

/** How one library checks its arguments, with its own words. */
export interface ArgumentRules<Spec extends ArgumentSpec> {
  /** What the library calls the thing the arguments build (`splitter`, `chunker`), for the unknown-name message. */
  noun: string;
  /** The problems of one value given for `name`, none when it is valid. */
  checkValue: (name: string, spec: Spec, value: unknown) => OptionProblem[];
  /** The library's checks across arguments, run when every given value is valid (`given` is the raw object). */
  crossCheck: (options: Record<string, unknown>, given: Record<string, unknown>) => OptionProblem[];
}

/** Validates `raw` against `schema`: the valid arguments over the defaults, and every problem found. */
export function validateArguments<Spec extends ArgumentSpec>(schema: ArgumentSchema<Spec>, raw: unknown, rules: ArgumentRules<Spec>): ValidatedOptions {
  const options: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([k, s]) => [k, s.default]));
  const problems: OptionProblem[] = [];
  if (raw === undefined || raw === null) return { options, problems };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { options, problems: [{ path: '', message: 'options must be an object of constructor arguments' }] };
  for (const [name, value] of Object.entries(raw)) {
    const spec = schema[name];
    if (!spec) {
      problems.push({ path: name, message: `unknown argument "${name}" (this ${rules.noun} takes ${Object.keys(schema).join(', ')})` });
      continue;
    }
    const found = rules.checkValue(name, spec, value);
    if (found.length) problems.push(...found);
    else options[name] = value;
  }
  if (problems.length === 0) problems.push(...rules.crossCheck(options, raw as Record<string, unknown>));
  return { options, problems };
}
