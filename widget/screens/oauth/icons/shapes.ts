import { brandFill } from '../brand-fill';

/** One filled or stroked shape of a 24×24 brand mark. */
export interface IconShape {
  d: string;
  fill: string;
  stroke?: string;
}

/** A Simple Icons (CC0) file as one shape, in the brand's colour (Simple Icons' data). */
export function simple(svg: string, hex: string): IconShape[] {
  const d = /\sd="([^"]+)"/.exec(svg)?.[1] ?? '';
  return [{ d, fill: brandFill(hex) }];
}

/** A rectangle with fully rounded short sides (Slack's bars), as a path. */
export function pill(x: number, y: number, w: number, h: number): string {
  const r = Math.min(w, h) / 2;
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1-${r} ${r}h-${w - 2 * r}a${r} ${r} 0 0 1-${r}-${r}v-${h - 2 * r}a${r} ${r} 0 0 1 ${r}-${r}z`;
}

export const square = (x: number, y: number, size: number) =>
  `M${x} ${y}h${size}v${size}h-${size}z`;

export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0-${2 * r} 0z`;
