import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { menuPictureHeight } from '../domain/menuPicture';
import { UPLOAD_TYPES_MESSAGE, UPLOAD_WIDTHS } from '../domain/uploadedPicture';
import type { StoredPicture } from './db/queries/menu';
import { HttpError } from './plugins/errors';

// A 5 MB file can still claim a huge canvas (a decompression bomb): refuse past 50 megapixels.
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedPicture {
  /** sha256 of the file as uploaded: the picture's name, so the same file is stored once. */
  sha256: string;
  renditions: StoredPicture[];
}

/**
 * A vendor's upload made fit for the storefront: checked by its content (sharp reads the bytes;
 * the file's name and declared type play no part), turned upright, cropped to the card's 4:3,
 * and written as WebP at each width the storefront shows. sharp drops EXIF, GPS and every other
 * metadata unless asked to keep it, so a phone photo does not publish where it was taken.
 */
export async function processPicture(file: Buffer): Promise<ProcessedPicture> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new HttpError(415, UPLOAD_TYPES_MESSAGE);
  }
  if (!format || !ACCEPTED.has(format)) throw new HttpError(415, UPLOAD_TYPES_MESSAGE);
  const sha256 = createHash('sha256').update(file).digest('hex');
  try {
    const renditions = await Promise.all(
      UPLOAD_WIDTHS.map(async (width) => {
        const height = menuPictureHeight(width);
        const bytes = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, height, fit: 'cover' })
          .webp({ quality: 78 })
          .toBuffer();
        return { width, height, bytes };
      }),
    );
    return { sha256, renditions };
  } catch {
    // A header that reads well over a body that does not (a truncated or damaged file).
    throw new HttpError(415, 'The picture could not be read. Please try another file.');
  }
}
