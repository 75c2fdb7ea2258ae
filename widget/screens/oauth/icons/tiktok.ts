import svg from 'simple-icons/icons/tiktok.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '000000');
