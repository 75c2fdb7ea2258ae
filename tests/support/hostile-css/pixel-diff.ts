import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface PixelDiff {
  /** Pixels that differ, counting every pixel one image has and the other has not. */
  differing: number;
  width: number;
  height: number;
  /** Both sizes, when they differ (a host rule that moved the widget's box shows here first). */
  sizes: string | null;
  /** The diff image: the expected screen faded, differing pixels red. */
  png: Buffer;
}

/** The image on a canvas of `width` × `height`; the room it does not cover is opaque magenta. */
function padded(image: PNG, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const to = (y * width + x) * 4;
      if (x < image.width && y < image.height) {
        const from = (y * image.width + x) * 4;
        out.set(image.data.subarray(from, from + 4), to);
      } else {
        out.set([255, 0, 255, 255], to);
      }
    }
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
    png: PNG.sync.write(diff),
  };
}
