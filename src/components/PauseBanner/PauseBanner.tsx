import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { pauseBannerLines, type BannerSwitches } from '../../domain/pauseBanner';

export interface PauseBannerProps {
  /** The kitchen's and delivery's switches, each with when its pause ends (null: until switched back). */
  switches: BannerSwitches;
  /** The current time (epoch ms): a pause past its end says nothing. Times show in Lagos time. */
  now: number;
  /**
   * Where it stands: across the top of the home page, or in the menu under its heading (rounded,
   * inside the menu's width).
   * @default 'page'
   */
  place?: 'page' | 'menu';
}

/**
 * Tells customers early that the kitchen or delivery is paused ('The kitchen is paused until
 * 18:34', 'Delivery is off until tomorrow, pickup is open'), before they fill a cart. Nothing at
 * all while both are open. A status region: a screen reader says it when it appears. Built from
 * Box and Typography, not MUI's Alert: it loads on the storefront's start, and Alert would bring
 * its close button's code there.
 */
export function PauseBanner({ switches, now, place = 'page' }: PauseBannerProps) {
  const lines = pauseBannerLines(switches, now);
  if (lines.length === 0) return null;
  return (
    <Box
      role="status"
      aria-label={place === 'menu' ? 'Paused, at the menu' : 'Paused'}
      className="Bukka-pause-banner"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: 1.25,
        bgcolor: 'primary.light',
        color: 'text.primary',
        borderRadius: place === 'menu' ? 3 : 0,
        mb: place === 'menu' ? 3 : 0,
      }}
    >
      <PauseCircleOutlinedIcon aria-hidden sx={{ mt: '1px' }} />
      <Box>
        {lines.map((line) => (
          <Typography key={line} sx={{ fontWeight: 700 }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
