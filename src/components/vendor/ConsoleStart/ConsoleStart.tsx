import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ConsoleStartProps {
  /**
   * 'checking' while the server says whose account this is; 'error' when it could not be asked.
   */
  state: 'checking' | 'error';
  /**
   * What went wrong, for 'error' (the API's sentence, without a final full stop).
   * @default ''
   */
  detail?: string;
}

/** /vendor before the console: the account being checked, or why the console could not start. */
export function ConsoleStart({ state, detail = '' }: ConsoleStartProps) {
  if (state === 'checking') {
    return (
      <Stack component="main" sx={{ minHeight: '60vh', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label="Checking your account" />
      </Stack>
    );
  }
  return (
    <Stack component="main" sx={{ p: 4 }} spacing={1}>
      <Typography component="h1" variant="h2">
        The console could not start
      </Typography>
      <Typography>{detail}. Reload the page to try again.</Typography>
    </Stack>
  );
}
