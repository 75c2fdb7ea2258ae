import type { ComponentType } from 'react';
import { Screen } from '../flow/screens';
import { productRegistry } from '../products/registry';
import { Main } from '../screens/main/Main';

/** Screen id → component: Main from the shell, the rest from the product registry. */
export const screenTable: Partial<Record<Screen, ComponentType>> = Object.assign(
  { [Screen.Main]: Main },
  ...Object.values(productRegistry).map((entry) => entry?.screens ?? {}),
);
