import svg from 'simple-icons/icons/snapchat.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, 'FFFC00');
