import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  OFFLINE_PAGE_OPENING_TITLE,
  OFFLINE_PAGE_RETRY_LABEL,
  OFFLINE_PAGE_TITLE,
  offlinePageMessage,
  offlinePageOpening,
} from '../../domain/messages';

export interface OfflinePageProps {
  /** What the customer opened, as it reads in a sentence: 'sign-up', 'your orders'. */
  page: string;
  /**
   * The network is back and the page's code is on its way: the page says it is opening.
   * @default false
   */
  opening?: boolean;
  /**
   * Loads the page again: a 'Try again' button, for a network the phone believes is up but that
   * did not answer. Without it, no button (the page comes back by itself when the phone is online).
   * @default undefined
   */
  onRetry?: (() => void) | undefined;
}

/**
 * A page whose code is not on the phone yet (it needs the network anyway: sign-up, My orders),
 * opened offline: it says so plainly, that the cart is kept, and that the page opens by itself
 * once the network is back; then that it is opening. The way back to the menu, which works
 * offline, stays. Built from what the app-status chunk already loads (Box, Typography, Button),
 * so that it adds no shared module to the first load (src/app/README.md, the first-load budget).
 */
export function OfflinePage({ page, opening = false, onRetry }: OfflinePageProps) {
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 8, textAlign: 'center' }} aria-busy={opening}>
      <Typography component="h1" variant="h2" gutterBottom>
        {opening ? OFFLINE_PAGE_OPENING_TITLE : OFFLINE_PAGE_TITLE}
      </Typography>
      <Typography role="status" sx={{ mb: 3 }}>
        {opening ? offlinePageOpening(page) : offlinePageMessage(page)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {onRetry && !opening && (
          <Button variant="outlined" color="secondary" onClick={onRetry}>
            {OFFLINE_PAGE_RETRY_LABEL}
          </Button>
        )}
        <Button variant="contained" href="/">
          Back to the menu
        </Button>
      </Box>
    </Box>
  );
}
