// A heading inside a steps component (Nextra's `<Steps>`) titles one step, and the title alone can be the whole
// step ("### Create a new branch for your changes."): no CK003. The same headings outside the component, or after
// it closes, are sections like any other. Shape from aptos-labs/developer-docs wallet-adapter/wallets.mdx.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveSettings } from '../../../../shared/config/config';
import { analyze } from '../../../../shared/engine/engine';

const emptyHeadings = (text: string) =>
  analyze({ kind: 'markdown', text, documentId: 'wallets.mdx', settings: resolveSettings({ dialect: 'mdx' }, 'markdown') }).findings.filter((f) => f.ruleId === 'CK003').map((f) => text.slice(f.span.start, f.span.end));

const INTRO = 'Follow these steps to add your wallet to the adapter, then open a pull request so that dapps can offer it to their users.';
const BODY = 'The adapter core lists every wallet that dapps can offer, so a wallet missing from it is not shown to new users.';

describe('step titles of a steps component', () => {
  it('headings inside <Steps> are steps, however short their body; after </Steps> an empty heading is reported again', () => {
    const page = `import { Steps } from 'nextra/components'\n\n# Wallet adapter plugin\n\n${INTRO}\n\n<Steps>\n\n### Create a new typescript repository.\n\n### Copy the example into that new repo.\n\n### Follow the instructions in that example.\n\n</Steps>\n\n## Publish the package\n\n## Update the adapter core\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(page), ['## Publish the package']);
  });

  it('a <Step> inside <Steps> keeps its headings steps; a component of another name does not', () => {
    const nested = `# Setup\n\n${INTRO}\n\n<Steps>\n<Step>\n\n### Install the CLI.\n\n</Step>\n<Step>\n\n### Start the local network.\n\n</Step>\n</Steps>\n`;
    assert.deepEqual(emptyHeadings(nested), []);
    const other = `# Setup\n\n${INTRO}\n\n<Tabs>\n\n### Install the CLI.\n\n### Start the local network.\n\n${BODY}\n\n</Tabs>\n`;
    assert.deepEqual(emptyHeadings(other), ['### Install the CLI.']);
  });

  it('a numbered step whose title is the whole instruction (a checklist\'s item, a sentence), among numbered siblings, is a step; a topic, a short title or one alone is a section (pyOpenSci editor-in-chief-guide.md)', () => {
    const checklist = `# Editor in Chief guide\n\n${INTRO}\n\n## Peer review checklist\n\n### 1. ✔️ Tag the issue with the \`0/pre-review-checks\` label in GitHub\n\n### 2. ✔️ Add a partner label to the issue\n\n${BODY}\n\n### 3. Offer\n\n### 4. ✔️ Assign an editor to the review\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(checklist), ['### 3. Offer']);
    const sentences = `# Setup\n\n${INTRO}\n\n### 1. Create a new typescript repository.\n\n### 2. Copy the example into that new repository.\n\n### 3. Open a pull request.\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(sentences), [], 'numbered sentences');
    const topics = `# Authentication\n\n${INTRO}\n\n### 1. Attack on bootstrapping\n\n${BODY}\n\n### 2. Attack on password reset process\n\n### 3. Searching for correct password\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(topics), ['### 2. Attack on password reset process'], 'a numbered topic is a section');
    const two = `# Guide\n\n${INTRO}\n\n### 1. ✔️ Tag the issue with the review label in GitHub\n\n### 2. Add a partner label to the issue\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(two), ['### 1. ✔️ Tag the issue with the review label in GitHub'], 'two numbered headings make no list of steps');
  });

  it('a numbered step written as a Japanese sentence (vrm-c/vrm.dev glb_export.md: `#### 1. 空のシーンを用意します。`) or a Chinese instruction that opens with where it acts (`### 1. 在四个节点上安装Centos7环境`) is a step; a Chinese topic is a section', () => {
    const japanese = `# Export\n\n${INTRO}\n\n#### 1. 空のシーンを用意します。\n\n#### 2. 一番親になるemptyを作成します。\n\n${BODY}\n\n#### 3. ファイル名を選択して書き出せば完了です。\n`;
    assert.deepEqual(emptyHeadings(japanese), []);
    const chinese = `# 部署\n\n${INTRO}\n\n### 1. 在四个节点上安装Centos7环境\n\n### 2. 在四个节点上安装Eosio环境\n\n${BODY}\n\n### 3. 将四个节点上的服务运行起来\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(chinese), []);
    const topics = `# 认证\n\n${INTRO}\n\n### 1. 引导过程的攻击方式\n\n${BODY}\n\n### 2. 密码重置过程的攻击\n\n### 3. 暴力搜索正确的密码\n\n${BODY}\n`;
    assert.deepEqual(emptyHeadings(topics), ['### 2. 密码重置过程的攻击']);
  });
});
