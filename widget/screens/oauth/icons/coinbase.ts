import { circle, type IconShape } from './shapes';

// Simple Icons has Coinbase's wordmark, unreadable at this size: the round "C" mark instead.
export const icon: readonly IconShape[] = [
  { d: circle(12, 12, 11), fill: '#0052FF' },
  { d: circle(12, 12, 6.5), fill: '#FFFFFF' },
  { d: 'M12 9.7h7v4.6h-7z', fill: '#0052FF' },
];
