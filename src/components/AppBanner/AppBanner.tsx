import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  OFFLINE_MESSAGE,
  UPDATE_READY_MESSAGE,
  UPDATE_RELOAD_LABEL,
  VENDOR_OFFLINE_MESSAGE,
} from '../../domain/messages';

export interface AppBannerProps {
  /**
   * What the banner says: the phone is offline, or a new version of the app is ready.
   */
  kind: 'offline' | 'update';
  /**
   * Who reads it: the offline words differ for the vendor's console (no cart there).
   * @default 'customer'
   */
  audience?: 'customer' | 'vendor';
  /** Reloads the page on the new version (the update banner's button). */
  onReload?: () => void;
}

/**
 * A line across the top of the page about the app itself, not the order: offline (the cart is
 * kept, what works and what waits for the network), or "A new version is ready — reload".
 * A status region, so a screen reader says it when it appears.
 */
export function AppBanner({ kind, audience = 'customer', onReload }: AppBannerProps) {
  if (kind === 'update') {
    return (
      <Alert
        severity="info"
        variant="filled"
        role="status"
        className="Bukka-app-banner"
        sx={{ borderRadius: 0, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
        action={
          <Button color="primary" variant="contained" size="small" onClick={onReload}>
            {UPDATE_RELOAD_LABEL}
          </Button>
        }
      >
        {UPDATE_READY_MESSAGE}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status" className="Bukka-app-banner" sx={{ borderRadius: 0 }}>
      {audience === 'vendor' ? VENDOR_OFFLINE_MESSAGE : OFFLINE_MESSAGE}
    </Alert>
  );
}
