import svg from 'simple-icons/icons/google.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '4285F4');
