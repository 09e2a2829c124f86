import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { theme } from '../../src/theme/theme';

/** Samples for the Design tokens page, each read from the theme (nothing here is a value of its own). */

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', my: 2 } as const;

export function SpacingScale() {
  return (
    <Box sx={row}>
      {[0.5, 1, 1.5, 2, 3, 4, 6].map((n) => (
        <Box key={n} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: theme.spacing(n), height: theme.spacing(n), bgcolor: 'primary.main' }} />
          <Typography variant="caption">
            {n} = {theme.spacing(n)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function RadiusSamples() {
  return (
    <Box sx={row}>
      {[1, 2, 3, 5].map((n) => (
        <Box key={n} sx={{ textAlign: 'center' }}>
          <Box sx={{ width: 72, height: 48, borderRadius: n, border: 2, borderColor: 'secondary.main' }} />
          <Typography variant="caption">
            {n} × {theme.shape.borderRadius} px
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function ShadowScale() {
  return (
    <Box sx={row}>
      {[0, 1, 2, 4, 8, 16].map((n) => (
        <Paper key={n} elevation={n} sx={{ width: 88, height: 56, display: 'grid', placeItems: 'center' }}>
          <Typography variant="caption">elevation {n}</Typography>
        </Paper>
      ))}
    </Box>
  );
}
