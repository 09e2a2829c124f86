import { createTheme } from '@mui/material/styles';
import { components } from './components';
import { brand } from './palette';
import { typography } from './typography';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.yellow, dark: brand.yellowDark, contrastText: brand.ink },
    secondary: { main: brand.ink, contrastText: brand.white },
    error: { main: brand.red },
    success: { main: brand.green },
    text: { primary: brand.ink, secondary: brand.inkSoft },
    background: { default: brand.white, paper: brand.white },
  },
  shape: { borderRadius: 12 },
  typography,
  components,
});
