import type { ScreenTable } from '../modes/types';
import { productRegistry } from '../products/registry';

/** Screen id → component for every product's screens; mount modes bring their own on top. */
export const productScreens: ScreenTable = Object.assign(
  {},
  ...Object.values(productRegistry).map((entry) => entry.screens),
);
