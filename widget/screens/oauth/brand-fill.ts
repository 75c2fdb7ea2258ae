/**
 * The colour a single-colour brand mark is drawn in: its brand colour, unless that colour is
 * near black or near white (GitHub, Apple, X, TikTok; Snapchat's yellow), which would vanish
 * on a dark or light button; those take the button's text colour.
 */
export function brandFill(hex: string): string {
  const value = Number.parseInt(hex, 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance < 0.02 || luminance > 0.8 ? 'currentColor' : `#${hex}`;
}
