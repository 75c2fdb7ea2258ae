// The extension's Node entry, for the CLI: the built extension's folder, a site opened in
// Chromium with it loaded, its zip, and how its panel reads a config. Its pages are bundled
// from their own files (build-extension.mjs).
export { readConfigText } from './config-source';
export { extensionDir } from './launch';
export { type DevPanelSettings, openSiteWithExtension } from './open-site';
export { zipFolder } from './zip';
