// Puppeteer must never download its own browser here: Chromium comes from the OS
// (Debian's `chromium`). The harness resolves the executable itself
// (harness/shared/browser-path.ts).
/** @type {import('puppeteer-core').Configuration} */
module.exports = {
  skipDownload: true,
  chrome: { skipDownload: true },
  'chrome-headless-shell': { skipDownload: true },
  firefox: { skipDownload: true },
};
