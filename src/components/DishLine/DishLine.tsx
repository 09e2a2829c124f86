import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MenuItem } from '../../domain/menu';
import { menuPictureSources } from '../../domain/menuPicture';

export interface DishLineProps {
  /** The dish: its picture, name and price. */
  item: MenuItem;
  /** The remove button's accessible name, e.g. 'Remove Jumbo Package'. */
  removeLabel: string;
  /**
   * Shown between the name and the remove button (the cart's 'Sold out' chip).
   * @default undefined
   */
  badge?: ReactNode;
  /** What the line holds under the name: the cart's stepper and total, the wishlist's Add. */
  children: ReactNode;
  /** Takes the dish off the list. */
  onRemove: (id: number) => void;
}

/** One dish in a side panel list (the cart, the wishlist): picture, name, remove, then the rest. */
export function DishLine({ item, removeLabel, badge, children, onRemove }: DishLineProps) {
  const picture = menuPictureSources(item.imgUrl);
  return (
    <li className="Bukka-cart-line">
      <img src={picture.src} srcSet={picture.srcSet} sizes="72px" alt={item.name} width={72} height={54} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h3" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          {badge}
          <IconButton aria-label={removeLabel} size="small" onClick={() => onRemove(item.id)}>
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </li>
  );
}
