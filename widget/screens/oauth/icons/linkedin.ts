import type { IconShape } from './shapes';

// Simple Icons dropped this mark at its owner's request: a plain shape drawn here in the
// brand's colours.
export const icon: readonly IconShape[] = [
  {
    d: 'M3 1h18a2 2 0 0 1 2 2v18a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2z',
    fill: '#0A66C2',
  },
  {
    d: 'M5 9.5h3V19H5zM6.5 4.6a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 1 1 0-3.4zM10 9.5h2.9v1.3c.5-.9 1.6-1.5 3-1.5 2.6 0 3.1 1.7 3.1 3.9V19h-3v-5c0-1.2-.1-2.5-1.5-2.5S13 12.6 13 13.8V19h-3z',
    fill: '#FFFFFF',
  },
];
