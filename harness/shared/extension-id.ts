// The extension's id, fixed by the public `key` in manifest.json: Chrome derives an unpacked
// extension's id from its folder path unless the manifest has a key, and the test API must
// name exactly this origin to answer the side panel (no wildcard over every extension).
// extension-id.test.ts derives the id from the manifest's key, so the two cannot disagree.

export const EXTENSION_ID = 'obooibkkemnmigkghilaolaoifljkkdf';

/** The origin of the extension's pages (the side panel), as a browser sends it. */
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;
