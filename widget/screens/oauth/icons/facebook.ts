import svg from 'simple-icons/icons/facebook.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '0866FF');
