import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { menuPictureHeight } from '../domain/menuPicture';
import { UPLOAD_TYPES_MESSAGE, UPLOAD_WIDTHS } from '../domain/uploadedPicture';
import type { StoredPicture } from './db/queries/menu';
import { HttpError } from './plugins/errors';
import * as API_ERROR_CODES from '../domain/apiErrorCodes';

/**
 * A 5 MB file can still claim a huge canvas (a decompression bomb): refuse past 40 megapixels,
 * more than any phone camera takes (a 48 MP phone saves 12 MP unless asked).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** Uploads waiting behind the one being processed; past them the vendor is asked to retry. */
export const MAX_WAITING_UPLOADS = 4;
export const UPLOADS_BUSY_MESSAGE = 'Another picture is being processed. Please try again in a moment.';

// One libvips thread per picture and no cache of decoded images: a decoded 40 MP 16-bit picture is
// hundreds of MB, and a 1 GB VPS runs the database beside the server.
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedPicture {
  /** sha256 of the file as uploaded: the picture's name, so the same file is stored once. */
  sha256: string;
  renditions: StoredPicture[];
}

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * A vendor's upload made fit for the storefront: checked by its content (sharp reads the bytes;
 * the file's name and declared type play no part), turned upright, cropped to the card's 4:3,
 * and written as WebP at each width the storefront shows. The header is read at once (a wrong
 * type or a canvas over 40 MP is refused without decoding it); the decoding is done one upload
 * at a time, whatever the number sent at once (the others wait their turn; past
 * MAX_WAITING_UPLOADS they get 503 with Retry-After), so the server's memory holds one decoded
 * picture, not one per upload. sharp drops EXIF, GPS and every other metadata unless asked to
 * keep it, so a phone photo does not publish where it was taken.
 */
export async function processPicture(file: Buffer): Promise<ProcessedPicture> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new HttpError(415, API_ERROR_CODES.unsupportedMedia, UPLOAD_TYPES_MESSAGE);
  }
  if (!format || !ACCEPTED.has(format))
    throw new HttpError(415, API_ERROR_CODES.unsupportedMedia, UPLOAD_TYPES_MESSAGE);
  if (waiting >= MAX_WAITING_UPLOADS) {
    throw new HttpError(503, API_ERROR_CODES.unavailable, UPLOADS_BUSY_MESSAGE, {}, { 'retry-after': '5' });
  }
  waiting += 1;
  const turn = running.then(() => {
    waiting -= 1;
    return renditionsOf(file);
  });
  running = turn.catch(() => undefined);
  return { sha256: createHash('sha256').update(file).digest('hex'), renditions: await turn };
}

/** The file decoded once, to the widest rendition; the narrower ones are made from that. */
async function renditionsOf(file: Buffer): Promise<StoredPicture[]> {
  const widest = Math.max(...UPLOAD_WIDTHS);
  try {
    const { data, info } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .rotate()
      .resize({ width: widest, height: menuPictureHeight(widest), fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const renditions: StoredPicture[] = [];
    for (const width of UPLOAD_WIDTHS) {
      const height = menuPictureHeight(width);
      const bytes = await sharp(data, raw)
        .resize({ width, height, fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer();
      renditions.push({ width, height, bytes });
    }
    return renditions;
  } catch {
    // A header that reads well over a body that does not (a truncated or damaged file).
    throw new HttpError(
      415,
      API_ERROR_CODES.unsupportedMedia,
      'The picture could not be read. Please try another file.',
    );
  }
}
