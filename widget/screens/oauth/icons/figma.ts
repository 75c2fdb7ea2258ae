import svg from 'simple-icons/icons/figma.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, 'F24E1E');
