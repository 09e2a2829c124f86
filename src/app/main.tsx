import './fonts.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider as JotaiProvider } from 'jotai';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { theme } from '../theme/theme';
import { createRouter } from './routes/router';

const router = createRouter();

// A transition: React renders the first page in small slices instead of one long task, so the
// main thread stays free for input while it builds (Total Blocking Time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <JotaiProvider>
          <RouterProvider router={router} />
        </JotaiProvider>
      </ThemeProvider>
    </StrictMode>,
  ),
);
