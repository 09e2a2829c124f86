import type { Components, Theme } from '@mui/material/styles';
import { inputs } from './customizations/inputs';
import { navigation } from './customizations/navigation';
import { orders } from './customizations/orders';
import { sections } from './customizations/sections';
import { surfaces } from './customizations/surfaces';

/** Per-kind customisations combined into one theme, so components carry little `sx` of their own. */
export const components: Components<Theme> = {
  ...inputs,
  ...navigation,
  ...surfaces,
  ...sections,
  ...orders,
};
