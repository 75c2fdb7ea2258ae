import svg from 'simple-icons/icons/gitlab.svg?raw';
import { type IconShape, simple } from './shapes';

export const icon: readonly IconShape[] = simple(svg, 'FC6D26');
