import svg from 'simple-icons/icons/x.svg?raw';
import { type IconShape, simple } from './shapes';

// X's mark: Twitter is X now.
export const icon: readonly IconShape[] = simple(svg, '000000');
