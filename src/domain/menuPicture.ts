// No zod in this file: every menu card on the first page builds its srcset from it.

/**
 * The widths every menu picture is stored at, as WebP (issue 12): a card is the phone's width
 * below 600 px (328–400 CSS px), a half or a third of a desktop row above it (up to 368 CSS px),
 * and the hero up to 552 CSS px; at 1x–2x screens these four cover them within ~30% without
 * sending a phone the 960-wide picture a laptop's hero needs. Shipped pictures
 * (`scripts/build-menu-pictures.ts`) and the vendor's uploads (issue 16) use the same widths.
 */
export const MENU_PICTURE_WIDTHS = [360, 480, 720, 960] as const;
export type MenuPictureWidth = (typeof MENU_PICTURE_WIDTHS)[number];

/** The width a browser without srcset support gets, and the `src` of every picture. */
export const MENU_PICTURE_DEFAULT_WIDTH: MenuPictureWidth = 480;

/** Every menu picture is 4:3 (the card's frame): its height at a width. */
export function menuPictureHeight(width: number): number {
  return Math.round((width * 3) / 4);
}

/**
 * A picture's base URL: its address without `.webp`, e.g. `/food/mini-package` for
 * `/food/mini-package.webp` or `/media/<hash>` for an upload. Undefined for an address that is
 * not a WebP file of ours (a `data:` URL in a story): such a picture has no variants.
 */
export function menuPictureBase(imgUrl: string): string | undefined {
  return /^\/[^?#]*\.webp$/.test(imgUrl) ? imgUrl.slice(0, -'.webp'.length) : undefined;
}

/** One stored variant: `/food/mini-package` at 480 → `/food/mini-package-480w.webp`. */
export function menuPictureUrl(base: string, width: MenuPictureWidth): string {
  return `${base}-${width}w.webp`;
}

/** The `srcset` of a picture: every stored width, from its base URL. */
export function menuPictureSrcSet(base: string): string {
  return MENU_PICTURE_WIDTHS.map((width) => `${menuPictureUrl(base, width)} ${width}w`).join(', ');
}

/**
 * What an `<img>` of a menu picture needs: `src` (the default width) and `srcSet` for a picture
 * with variants, the address as it is otherwise.
 */
export function menuPictureSources(imgUrl: string): { src: string; srcSet?: string } {
  const base = menuPictureBase(imgUrl);
  if (base === undefined) return { src: imgUrl };
  return { src: menuPictureUrl(base, MENU_PICTURE_DEFAULT_WIDTH), srcSet: menuPictureSrcSet(base) };
}
