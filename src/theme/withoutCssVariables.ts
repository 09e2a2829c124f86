/**
 * Stands in for MUI's `createThemeWithVars` in every build of this project (the alias in
 * vite.config.ts). MUI's `createTheme()` takes that path only for a theme with `cssVariables`
 * or `colorSchemes`, and Bukka's theme has neither; yet the import is static, so the CSS
 * variables engine (about 5 KB gzip) would ride in the first load of a page that never runs it.
 * Reaching this function means someone turned CSS variables on: say so instead of rendering
 * a half-built theme.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'Bukka builds its MUI theme without CSS variables. To use `cssVariables` or `colorSchemes`, ' +
      'remove the createThemeWithVars alias in vite.config.ts.',
  );
}
