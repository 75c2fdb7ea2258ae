import type { IconShape } from './shapes';

// Simple Icons dropped this mark at its owner's request: a plain shape drawn here in the
// brand's colours.
export const icon: readonly IconShape[] = [
  {
    d: 'M6 19a4.5 4.5 0 0 1-.7-8.9 5 5 0 0 1 8.7-3 4 4 0 0 1 6 2.3A4.8 4.8 0 0 1 19 19z',
    fill: '#00A1E0',
  },
];
