// A page that maps a tree with headings and lists of names (libretro/docs xmb-menu-map.md, CC-BY-4.0: `### Settings`
// over a list of menus, then `### Favorites` … `### Videos` with no entries, then `### Netplay` over a list) leaves a
// branch with no entries as an empty heading: a leaf of the map, no section to write (CK003 stays silent). An empty
// heading between sections of prose, or between a list of names and prose, stays the writer's.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeText } from '../../../helpers/analyzeText';

const SETTINGS = '### Settings\n  - **Drivers**\n    - Input\n    - Video Filter ...\n    - Sync to Exact Content Framerate (Duplicate/Shortcut to Settings > Video > Synchronization > Sync to Exact Content Framerate)\n  - **Directory**\n    - System/BIOS\n    - Downloads\n';
const NETPLAY = '### Netplay\n  - Host\n  - Connect to Netplay Host\n  - Network (Duplicate/Shortcut to Settings > Network)\n';
const LEAVES = '### Favorites\n\n### History\n\n### Images\n\n';
const ck003 = (text: string) => analyzeText(text).findings.filter((f) => f.ruleId === 'CK003');

describe('empty headings between lists of names are the leaves of a map', () => {
  it('a menu map\'s branches without entries are not reported', () => {
    assert.deepEqual(ck003(`# XMB Menu Map\n## Tabs\n${SETTINGS}\n${LEAVES}${NETPLAY}\n## Quick Menu\n  - Resume\n  - Restart\n`), []);
  });

  it('one empty branch between two lists of names is a leaf too', () => {
    assert.deepEqual(ck003(`# Menu Map\n## Tabs\n${SETTINGS}\n### History\n\n${NETPLAY}`), []);
  });

  it('stays the writer\'s when the sibling after the run holds prose', () => {
    const prose = '### Netplay\n\nNetplay lets two players share one game over the network. Host a session from this tab, or join one that a friend hosts.\n';
    assert.equal(ck003(`# Menu Map\n## Tabs\n${SETTINGS}\n${LEAVES}${prose}`).length, 1);
  });

  it('stays the writer\'s when a list of options with sentences comes before (libretro/docs emuscv.md)', () => {
    const options = '## Core options\n\n- CONSOLE (**AUTO**|EPOCH|YENO) - forced sleep in main thread for lower CPU use. It saves power on laptops.\n- DISPLAY (**AUTO**|EMUSCV|EPOCH)\n';
    const bios = '## BIOS\n\n- upd7801g.s01 (standard)\n- upd7801g.bin\n';
    assert.equal(ck003(`# EmuSCV\n\n${options}\n## Control device types\n\n## Joypad\n\n## Keyboard\n\n${bios}`).length, 1);
  });

  it('stays the writer\'s between lists of links: a category of resources waiting to be filled (EbookFoundation/free-programming-books, CC-BY-4.0)', () => {
    const links = (title: string) => `### ${title}\n\n* [Deep design patterns](https://example.org/patterns)\n* [Design patterns explained](https://example.org/explained)\n`;
    assert.equal(ck003(`# Books\n\n## Topics\n\n${links('Design patterns')}\n### Databases\n\n<!-- Waiting to add in -->\n\n${links('Project work')}`).length, 1);
  });

  it('stays the writer\'s between numbered lists: steps or questions, not branches of a map', () => {
    const round = (n: number) => `## Round ${n}\n1. Asked about page tables\n2. Asked how the machine boots\n`;
    assert.equal(ck003(`# Interview\n${round(1)}\n## Round 2\n\n${round(3)}`).length, 1);
  });

  it('stays the writer\'s when another sibling section holds prose (a note\'s `## Emotions` among short bullets and sentences)', () => {
    assert.equal(ck003('# Focus\n## Medication, Fatigue, Alcohol\n- Be careful\n- Alcohol tolerance level: 0\n## Emotions\n\n## Personality Traits\n- Actions\n- Attitude\n- Behavior\n## Distractions\nMainly don\'t use the phone while driving.\n').length, 1);
  });

  it('stays the writer\'s when no sibling follows the run (the map\'s end gives no second side)', () => {
    assert.equal(ck003(`# Menu Map\n## Tabs\n${SETTINGS}\n### History\n\n## Quick Menu\n\nThe quick menu opens while content runs.\n`).length, 1);
  });
});
