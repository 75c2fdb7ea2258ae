import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Captured } from './capture';
import { diffScreenshots } from './pixel-diff';

export interface Comparison {
  /** One line per screen past the threshold or moved: what the test reports. */
  over: string[];
  /** The screen with the most differing pixels, and how many. */
  worst: { pixels: number; screen: string };
}

/**
 * Compares every screen of a host page with the blank page's, and writes the host page's
 * screenshots to `dir`, with a diff image for each screen that differs.
 */
export async function compareWithBlank(
  blank: Captured,
  styled: Captured,
  maxDiffering: number,
  dir: string,
): Promise<Comparison> {
  await mkdir(dir, { recursive: true });
  const over: string[] = [];
  let worst = { pixels: 0, screen: '' };
  for (const [screen, expected] of blank.shots) {
    const actual = styled.shots.get(screen);
    if (!actual) throw new Error(`${screen} was not captured`);
    const diff = diffScreenshots(expected.png, actual.png);
    await writeFile(join(dir, `${screen}.png`), actual.png);
    if (diff.png) await writeFile(join(dir, `${screen}.diff.png`), diff.png);
    if (diff.differing > worst.pixels) worst = { pixels: diff.differing, screen };
    if (diff.differing > maxDiffering) {
      over.push(`${screen}: ${diff.differing} px${diff.sizes ? ` (size ${diff.sizes})` : ''}`);
    }
    // The same pixels elsewhere are a difference too: the host's rules moved the widget inside
    // the element it was given (through a wrapper of the widget's own).
    const [from, to] = [expected.offset, actual.offset];
    if (from.x !== to.x || from.y !== to.y) {
      over.push(
        `${screen}: moved from (${from.x}, ${from.y}) to (${to.x}, ${to.y}) in its element`,
      );
    }
  }
  return { over, worst };
}

/** Writes the blank page's screenshots, the reference every host page is compared with. */
export async function writeBlank(blank: Captured, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [screen, { png }] of blank.shots) await writeFile(join(dir, `${screen}.png`), png);
}
