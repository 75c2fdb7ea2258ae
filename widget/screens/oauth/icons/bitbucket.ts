import svg from 'simple-icons/icons/bitbucket.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '0052CC');
