import svg from 'simple-icons/icons/github.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, '181717');
