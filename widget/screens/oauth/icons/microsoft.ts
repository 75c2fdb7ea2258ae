import { type IconShape, square } from './shapes';

// Simple Icons dropped this mark at its owner's request: a plain shape drawn here in the
// brand's colours.
export const icon: readonly IconShape[] = [
  { d: square(1, 1, 10.5), fill: '#F25022' },
  { d: square(12.5, 1, 10.5), fill: '#7FBA00' },
  { d: square(1, 12.5, 10.5), fill: '#00A4EF' },
  { d: square(12.5, 12.5, 10.5), fill: '#FFB900' },
];
