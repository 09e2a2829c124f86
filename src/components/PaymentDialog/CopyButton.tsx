import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';

export interface CopyButtonProps {
  /** What is copied, in words: 'account number' reads 'Copy account number'. */
  label: string;
  /**
   * This value was the last one copied: the button says 'Copied' until another is.
   * @default false
   */
  copied?: boolean;
  /**
   * The copy failed (no clipboard): the button says so.
   * @default false
   */
  failed?: boolean;
  onCopy: () => void;
}

/** A small 'Copy' beside a value the customer types into their bank app. */
export function CopyButton({ label, copied = false, failed = false, onCopy }: CopyButtonProps) {
  return (
    <Button
      size="small"
      variant={copied ? 'contained' : 'outlined'}
      color="secondary"
      className="Bukka-copy"
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      aria-label={
        copied ? `Copied ${label}` : failed ? `Copy failed, tap to copy the ${label} again` : `Copy ${label}`
      }
      onClick={onCopy}
    >
      {copied ? 'Copied' : failed ? 'Copy failed' : 'Copy'}
    </Button>
  );
}
