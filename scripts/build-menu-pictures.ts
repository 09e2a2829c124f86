/**
 * Writes every menu picture in public/food/ at the widths the storefront shows them
 * (src/domain/menuPicture.ts): `public/food/<slug>-<width>w.webp`, from the 960 × 720 master
 * `public/food/<slug>.webp` that `npm run build:food-art` composes. Run it after that script:
 *   npm run build:menu-pictures
 * The output is committed. Quality 60: on these flat, bright plates it is indistinguishable
 * from the masters' 85 at card size and about half the bytes; a phone on prepaid data pays for each.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { MENU_PICTURE_WIDTHS, menuPictureHeight } from '../src/domain/menuPicture.ts';

const FOLDER = 'public/food';
const QUALITY = 60;

const masters = readdirSync(FOLDER).filter(
  (name) => /^[a-z0-9-]+\.webp$/.test(name) && !/-\d+w\.webp$/.test(name),
);
let bytes = 0;
for (const master of masters) {
  const slug = master.slice(0, -'.webp'.length);
  for (const width of MENU_PICTURE_WIDTHS) {
    const out = join(FOLDER, `${slug}-${width}w.webp`);
    await sharp(join(FOLDER, master))
      .resize(width, menuPictureHeight(width), { fit: 'cover' })
      // effort 6: the slowest, smallest encoding; it runs once, by hand.
      .webp({ quality: QUALITY, effort: 6 })
      .toFile(out);
    bytes += statSync(out).size;
  }
}
console.log(
  `wrote ${masters.length} pictures × ${MENU_PICTURE_WIDTHS.length} widths to ${FOLDER}/ (${Math.round(bytes / 1024)} KB)`,
);
