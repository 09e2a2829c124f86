import LogoutIcon from '@mui/icons-material/Logout';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface ConsoleHeaderProps {
  /**
   * Orders waiting for Accept or Decline: shown in the title. null while the orders have not
   * loaded: the title says so instead of a count nobody knows.
   */
  pendingCount: number | null;
  /**
   * The vendor account's name.
   * @default ''
   */
  username?: string;
  /**
   * The new-order sound and vibration are off.
   * @default false
   */
  muted?: boolean;
  /**
   * The browser keeps sound locked until the page is touched: say so, so that the first order
   * does not arrive in silence. Hidden while muted.
   * @default false
   */
  soundLocked?: boolean;
  /**
   * Logging out is under way.
   * @default false
   */
  loggingOut?: boolean;
  onToggleMute: () => void;
  onLogout: () => void;
}

/** The console's bar: the title with the pending count, the sound cue's mute toggle, logout. */
export function ConsoleHeader({
  pendingCount,
  username = '',
  muted = false,
  soundLocked = false,
  loggingOut = false,
  onToggleMute,
  onLogout,
}: ConsoleHeaderProps) {
  const waiting = pendingCount !== null && pendingCount > 0;
  const muteLabel = muted ? 'Turn the new-order sound on' : 'Mute the new-order sound';
  return (
    <AppBar
      position="sticky"
      elevation={0}
      // The console is dark and high-contrast whatever the storefront's app bar looks like.
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64 }, px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h1"
            variant="h3"
            // Wraps before it overlaps: '123 pending' on a 320 px phone goes under 'Kitchen'.
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.25,
              fontSize: { xs: '1.2rem', sm: '1.5rem' },
            }}
          >
            Kitchen{' '}
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                px: 1.25,
                borderRadius: 999,
                bgcolor: waiting ? 'primary.main' : 'transparent',
                color: waiting ? 'primary.contrastText' : 'inherit',
                border: waiting ? 0 : 2,
                borderColor: 'secondary.contrastText',
                whiteSpace: 'nowrap',
              }}
            >
              {pendingCount === null ? 'orders not loaded' : `${pendingCount} pending`}
            </Box>
          </Typography>
          {soundLocked && !muted ? (
            <Typography variant="body2" noWrap sx={{ color: 'primary.main', fontWeight: 700 }}>
              Tap anywhere to turn the sound on
            </Typography>
          ) : (
            username && (
              <Typography variant="body2" noWrap sx={{ opacity: 0.85 }}>
                Signed in as {username}
              </Typography>
            )
          )}
        </Box>
        <Tooltip title={muteLabel}>
          <IconButton
            color="inherit"
            aria-label="Mute the new-order sound"
            aria-pressed={muted}
            onClick={onToggleMute}
          >
            {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
          </IconButton>
        </Tooltip>
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<LogoutIcon />}
          disabled={loggingOut}
          onClick={onLogout}
          sx={{
            flexShrink: 0,
            px: { xs: 1.25, sm: 2.5 },
            fontSize: { xs: '0.9rem', sm: '1rem' },
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          Log out
        </Button>
      </Toolbar>
    </AppBar>
  );
}
