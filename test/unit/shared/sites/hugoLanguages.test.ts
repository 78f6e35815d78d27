// The content folders a multilingual Hugo site builds (shared/sites/hugoLanguages.ts): a language taken out of the
// configuration leaves its folder unbuilt (Vonng/ddia's hugo.yaml comments out `en`, whose content/en stays).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOutsideBuiltLanguages } from '../../../../shared/sites/hugoLanguages';

const YAML = `baseURL: https://ddia.example.org/
languages:
  zh:
    languageName: 简体中文
    contentDir: content/zh
    weight: 1
    params:
      description: 第二版
  tw:
    contentDir: content/tw
  #en:
  #  languageName: English
  #  contentDir: content/en

markup:
  goldmark:
    renderer:
      unsafe: true
`;

const TOML = `baseURL = "https://example.org/"
defaultContentLanguage = "de"
disableLanguages = ["fr"]

[languages.de]
  contentDir = "content/de"
  weight = 1
[languages.de.params]
  description = "Deutsch"

[languages.en]
  contentDir = "content/en"
[languages.fr]
  contentDir = "content/fr"

[markup.goldmark.renderer]
  unsafe = true
`;

describe('the content folders a Hugo site builds', () => {
  it('a language commented out of the YAML configuration leaves its folder unbuilt; the configured ones, and files outside the content folder, are not judged so', () => {
    assert.equal(isOutsideBuiltLanguages(YAML, false, 'content/en/ch5.md'), true);
    assert.equal(isOutsideBuiltLanguages(YAML, false, 'content/zh/ch5.md'), false);
    assert.equal(isOutsideBuiltLanguages(YAML, false, 'content/tw/part-ii.md'), false);
    assert.equal(isOutsideBuiltLanguages(YAML, false, 'README.md'), false);
  });

  it('a language named in disableLanguages leaves its folder unbuilt (TOML, with a nested table of a language\'s params)', () => {
    assert.equal(isOutsideBuiltLanguages(TOML, true, 'content/fr/guide.md'), true);
    assert.equal(isOutsideBuiltLanguages(TOML, true, 'content/de/guide.md'), false);
    assert.equal(isOutsideBuiltLanguages(TOML, true, 'content/en/guide.md'), false);
  });

  it('where a configured language has no folder of its own, or the site has one language, every page of the content folder is built', () => {
    const shared = YAML.replace('  tw:\n    contentDir: content/tw\n', '  tw:\n    languageName: 繁體中文\n');
    assert.equal(isOutsideBuiltLanguages(shared, false, 'content/en/ch5.md'), false);
    assert.equal(isOutsideBuiltLanguages('baseURL: https://example.org/\ntitle: Docs\n', false, 'content/en/ch5.md'), false);
  });
});
