import '@fontsource/fredoka/600.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import Grid from '@mui/material/Grid';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MenuCard } from '../components/MenuCard/MenuCard';
import { CATALOGUE } from '../domain/catalogue';
import { theme } from '../theme/theme';

// A first page: the menu. The app layer (atoms, API, routes) replaces it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main>
        <Grid container spacing={2} sx={{ p: 2 }}>
          {CATALOGUE.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <MenuCard item={item} onAdd={() => {}} onToggleWishlist={() => {}} />
            </Grid>
          ))}
        </Grid>
      </main>
    </ThemeProvider>
  </StrictMode>,
);
