import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_SEED as CATALOGUE } from '../../src/domain/menuSeed';
import {
  MENU_PICTURE_WIDTHS,
  menuPictureBase,
  menuPictureHeight,
  menuPictureSources,
  menuPictureSrcSet,
} from '../../src/domain/menuPicture';

describe('menu pictures', () => {
  it('lists every stored width in the srcset, from the base URL, shipped or uploaded', () => {
    expect(menuPictureSrcSet('/food/mini-package')).toBe(
      '/food/mini-package-360w.webp 360w, /food/mini-package-480w.webp 480w, ' +
        '/food/mini-package-720w.webp 720w, /food/mini-package-960w.webp 960w',
    );
    expect(menuPictureSources('/media/abc.webp')).toEqual({
      src: '/media/abc-480w.webp',
      srcSet: menuPictureSrcSet('/media/abc'),
    });
  });

  it('leaves an address without variants as it is, with no srcset', () => {
    expect(menuPictureBase('data:image/webp;base64,AAAA')).toBeUndefined();
    expect(menuPictureSources('https://example.com/a.png')).toEqual({ src: 'https://example.com/a.png' });
  });

  it('keeps every picture 4:3', () => {
    expect(MENU_PICTURE_WIDTHS.map(menuPictureHeight)).toEqual([270, 360, 540, 720]);
  });

  it('has every width of every catalogue picture in public/ (npm run build:menu-pictures)', () => {
    const missing = CATALOGUE.flatMap((item) =>
      menuPictureSrcSet(menuPictureBase(item.imgUrl)!)
        .split(', ')
        .map((entry) => entry.split(' ')[0]!)
        .filter((url) => !existsSync(`public${url}`)),
    );
    expect(missing).toEqual([]);
  });
});
