import { type IconShape, pill } from './shapes';

// Simple Icons dropped this mark at its owner's request: a plain shape drawn here in the
// brand's colours.
// Four bars in a pinwheel, each with its nub.
export const icon: readonly IconShape[] = [
  { d: `${pill(1, 7, 9.5, 3.5)}${pill(7, 1, 3.5, 4.5)}`, fill: '#36C5F0' },
  { d: `${pill(13.5, 1, 3.5, 9.5)}${pill(18.5, 7, 4.5, 3.5)}`, fill: '#2EB67D' },
  { d: `${pill(13.5, 13.5, 9.5, 3.5)}${pill(13.5, 18.5, 3.5, 4.5)}`, fill: '#ECB22E' },
  { d: `${pill(7, 13.5, 3.5, 9.5)}${pill(1, 13.5, 4.5, 3.5)}`, fill: '#E01E5A' },
];
