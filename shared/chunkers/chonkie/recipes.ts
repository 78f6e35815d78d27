// The chonkie recipes offered here, as data. `RecursiveRules.from_recipe(name, lang)` downloads
// `recipes/<name>_<lang>.json` from the Hugging Face dataset chonkie-ai/recipes, which cannot be reached from
// here or at run time. The Markdown recipe below is the file `markdown_en.json`, schema v1, metadata version
// 0.1.0 ("Chonkie Team"), as Google's langextract bundles it verbatim (with a check of its name, language and
// version) at langextract/resources/chonkie_markdown_en.json; read in matthewbbone/langextract@56b7b8ad1fd6.

import type { RecursiveLevel } from './recursiveRules';

export interface Recipe {
  name: string;
  lang: string;
  version: string;
  levels: readonly RecursiveLevel[];
}

/** `markdown_en.json`'s `recipe.recursive_rules.levels`: headings (delimiter kept with the text after it), paragraphs, lines, sentence ends, tokens. */
export const MARKDOWN_RECIPE: Recipe = {
  name: 'markdown',
  lang: 'en',
  version: '0.1.0',
  levels: [
    { delimiters: ['######', '#####', '####', '###', '##', '#'], whitespace: false, include_delim: 'next' },
    { delimiters: ['\n\n', '\n\r'], whitespace: false, include_delim: 'prev' },
    { delimiters: ['\n', '\r'], whitespace: false, include_delim: 'prev' },
    { delimiters: ['.', '!', '?'], whitespace: false, include_delim: 'prev' },
    { delimiters: null, whitespace: false, include_delim: 'prev' },
  ],
};

/** Recipes by `name` (language "en", the only one offered). */
export const RECIPES: Readonly<Record<string, Recipe>> = { markdown: MARKDOWN_RECIPE };
