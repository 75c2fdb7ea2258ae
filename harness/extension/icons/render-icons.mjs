// Renders icon.svg to the PNG sizes Chrome asks an extension for (16, 32, 48, 128), with the
// Chromium the repo's tests already use (puppeteer-core). The PNGs are committed; run this
// again after changing icon.svg:  node harness/extension/icons/render-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const here = dirname(fileURLToPath(import.meta.url));
const svg = readFileSync(join(here, 'icon.svg'), 'utf8');
const browser = await puppeteer.launch({
  executablePath: process.env.PUPPETEER_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const size of [16, 32, 48, 128]) {
    await page.setViewport({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(here, `icon-${size}.png`), omitBackground: true });
    console.log(`icon-${size}.png`);
  }
} finally {
  await browser.close();
}
