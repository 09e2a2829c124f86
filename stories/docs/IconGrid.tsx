import { IconGallery, IconItem } from '@storybook/addon-docs/blocks';
import { ICONS_IN_USE } from './iconsInUse';

/** The Iconography page's gallery: every Material icon the app imports, by its name. */
export function IconGrid() {
  return (
    <IconGallery>
      {Object.entries(ICONS_IN_USE).map(([name, Icon]) => (
        <IconItem key={name} name={name}>
          <Icon />
        </IconItem>
      ))}
    </IconGallery>
  );
}
