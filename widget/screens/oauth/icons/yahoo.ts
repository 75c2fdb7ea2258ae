import type { IconShape } from './shapes';

// Simple Icons dropped this mark at its owner's request: a plain shape drawn here in the
// brand's colours.
// "Y!"
export const icon: readonly IconShape[] = [
  {
    d: 'M1 6h3.6l3.2 5.9L11 6h3.5l-5 8.8V19H6.2v-4.2zM17.6 4h3.7l-1.6 10.5h-1.3zM17.9 16h2.9v3h-2.9z',
    fill: '#6001D2',
  },
];
