// Renders media/icon.svg to media/icon.png (128×128, the size the Marketplace and Open VSX show) in headless
// chromium, so the icon's source is the SVG beside it. Usage: node media/renderIcon.mjs (needs /usr/bin/chromium).
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const svg = readFileSync(here('icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 128, height: 128 } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: here('icon.png'), omitBackground: true });
} finally {
  await browser.close();
}
