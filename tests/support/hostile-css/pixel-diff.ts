import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const MAGENTA = [255, 0, 255, 255];

export interface PixelDiff {
  /** Pixels that differ, counting every pixel one image has and the other has not. */
  differing: number;
  width: number;
  height: number;
  /** Both sizes, when they differ (a host rule that moved the widget's box shows here first). */
  sizes: string | null;
  /** The diff image (the expected screen faded, differing pixels red), when any differ. */
  png: Buffer | null;
}

/** The image on a canvas of `width` × `height`; the room it does not cover is opaque magenta. */
function padded(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4);
  for (let at = 0; at < out.length; at += 4) out.set(MAGENTA, at);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y++) {
    out.set(image.data.subarray(y * row, (y + 1) * row), y * width * 4);
  }
  return out;
}

/**
 * Compares two PNG screenshots pixel by pixel (pixelmatch's colour threshold 0.1, its
 * anti-aliasing detection on: a glyph's edge shading is not a difference). Images of different
 * sizes are compared on the larger canvas, so every pixel only one of them covers counts.
 */
export function diffScreenshots(expected: Uint8Array, actual: Uint8Array): PixelDiff {
  const a = PNG.sync.read(Buffer.from(expected));
  const b = PNG.sync.read(Buffer.from(actual));
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    padded(a, width, height),
    padded(b, width, height),
    diff.data,
    width,
    height,
    {
      threshold: 0.1,
    },
  );
  const sameSize = a.width === b.width && a.height === b.height;
  return {
    differing,
    width,
    height,
    sizes: sameSize ? null : `${a.width}×${a.height} → ${b.width}×${b.height}`,
    // Encoding is most of the cost: an image of no difference is not worth it.
    png: differing > 0 ? PNG.sync.write(diff) : null,
  };
}
