import svg from 'simple-icons/icons/twitch.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '9146FF');
