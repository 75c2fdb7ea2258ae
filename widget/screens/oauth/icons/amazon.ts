import { circle, type IconShape } from './shapes';

// Simple Icons dropped this mark at its owner's request: a plain shape drawn here in the
// brand's colours.
// A lower-case "a" above the smile arrow.
export const icon: readonly IconShape[] = [
  { d: `${circle(11, 8.5, 4.2)}M15.2 4v9`, fill: 'none', stroke: 'currentColor' },
  { d: 'M2.5 16c5.5 4 13.5 4 19 0M18.5 14.8l3 1.2-1.2 3', fill: 'none', stroke: '#FF9900' },
];
