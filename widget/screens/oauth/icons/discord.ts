import svg from 'simple-icons/icons/discord.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '5865F2');
