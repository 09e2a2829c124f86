import { MENU_PICTURE_DEFAULT_WIDTH, MENU_PICTURE_WIDTHS } from './menuPicture';

/**
 * The vendor's uploaded pictures (issue 16): the server stores each as WebP at the widths every
 * menu picture has (menuPicture.ts, 4:3), and serves them under content-hashed names that never
 * change: `/media/<sha256>-<width>w.webp`, which `menuPictureSources` finds from the item's
 * `imgUrl` (`/media/<sha256>.webp`) as it does a shipped picture's.
 */
export const UPLOAD_WIDTHS = MENU_PICTURE_WIDTHS;
/** What `/media/<sha256>.webp` (no width) answers. */
export const UPLOAD_DEFAULT_WIDTH = MENU_PICTURE_DEFAULT_WIDTH;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES_MESSAGE = 'The picture must be a JPEG, PNG or WebP image';
export const UPLOAD_TOO_BIG_MESSAGE = 'The picture must be at most 5 MB';

const SHA256 = /^[0-9a-f]{64}$/;

/** Whether a stored `picture` is an upload (its sha256) rather than a shipped file's path. */
export function isUploadedPicture(picture: string): boolean {
  return SHA256.test(picture);
}

/** The item's `imgUrl` for a stored `picture`: an upload's address, or the shipped file's path. */
export function pictureUrl(picture: string): string {
  return isUploadedPicture(picture) ? `/media/${picture}.webp` : picture;
}
