import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { menuItemSlug, type MenuItem } from '../../domain/menu';
import { menuPictureSources } from '../../domain/menuPicture';
import { formatNaira } from '../../domain/money';

/**
 * How wide a dish's picture is shown: a 72 px thumbnail in a phone's row (below 600 px); from
 * 600 px a card's picture (MenuGrid: two columns up to 900, three above, in a 1200 px container
 * with 16–24 px gutters and gaps). The browser picks the smallest stored width that covers it.
 */
export const MENU_CARD_PICTURE_SIZES =
  '(min-width: 1200px) 368px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 64px) / 2), 72px';

export interface MenuCardProps {
  /** The menu item the card sells. */
  item: MenuItem;
  /**
   * How many of this item are already in the cart: with one or more, a − / count / + stepper.
   * @default 0
   */
  quantityInCart?: number;
  /**
   * Whether the item is on the customer's wishlist (a filled heart).
   * @default false
   */
  wishlisted?: boolean;
  /**
   * The vendor has marked the item sold out: it cannot be added.
   * @default false
   */
  soldOut?: boolean;
  /** Adds one of the item to the cart. */
  onAdd: (id: number) => void;
  /**
   * Takes one of the item out of the cart (the stepper's −); without it, no − is shown.
   * @default undefined
   */
  onRemove?: (id: number) => void;
  /** Adds the item to, or takes it off, the wishlist. */
  onToggleWishlist: (id: number) => void;
}

/**
 * One dish of the menu: picture, name, description, price in ₦ and Add (or the stepper once it
 * is in the cart). Below 600 px a compact row (72 px thumbnail, one line of description, price
 * and Add at the right: issue 29, five dishes and more to a phone's screen); from 600 px a card.
 * The look is the theme's (`.Bukka-dish`, customizations/menu.ts). The + keeps the Add button's
 * element and name, so taps held before the app took over (earlyTaps/) find it again.
 * Memoised: a list of them re-renders only the dish whose quantity, heart or stock changed.
 */
export const MenuCard = memo(function MenuCard({
  item,
  quantityInCart = 0,
  wishlisted = false,
  soldOut = false,
  onAdd,
  onRemove,
  onToggleWishlist,
}: MenuCardProps) {
  const slug = menuItemSlug(item.name);
  const picture = menuPictureSources(item.imgUrl);
  const inCart = quantityInCart > 0 && !soldOut;
  return (
    <Box
      id={slug}
      component="article"
      aria-labelledby={`${slug}-name`}
      className={soldOut ? 'Bukka-dish Bukka-dish-sold-out' : 'Bukka-dish'}
    >
      <div className="Bukka-dish-picture">
        <img
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.srcSet && MENU_CARD_PICTURE_SIZES}
          alt={`${item.name}: ${item.desc}`}
          width={320}
          height={240}
          // The menu is below the hero on every screen: its pictures wait until it comes near.
          loading="lazy"
        />
        <IconButton
          aria-label={wishlisted ? `Remove ${item.name} from wishlist` : `Add ${item.name} to wishlist`}
          aria-pressed={wishlisted}
          onClick={() => onToggleWishlist(item.id)}
          className="Bukka-dish-heart"
        >
          {wishlisted ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
        {soldOut && <span className="Bukka-sold-out-tag">Sold out</span>}
      </div>
      <div className="Bukka-dish-text">
        <Typography id={`${slug}-name`} component="h3" variant="h5">
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" className="Bukka-dish-desc">
          {item.desc}
        </Typography>
      </div>
      <div className="Bukka-dish-buy">
        <Typography component="p" variant="h4" className="Bukka-dish-price">
          {formatNaira(item.price)}
        </Typography>
        <div className={inCart ? 'Bukka-stepper' : undefined}>
          {inCart && onRemove && (
            <IconButton aria-label={`Remove one ${item.name} from cart`} onClick={() => onRemove(item.id)}>
              <RemoveIcon />
            </IconButton>
          )}
          {inCart && <span>{quantityInCart}</span>}
          <Button
            variant="contained"
            startIcon={inCart ? undefined : <AddShoppingCartIcon />}
            disabled={soldOut}
            onClick={() => onAdd(item.id)}
            aria-label={soldOut ? `${item.name} sold out` : `Add ${item.name} to cart`}
            className={inCart ? 'Bukka-step-add' : undefined}
          >
            {soldOut ? 'Sold out' : inCart ? <AddIcon /> : 'Add'}
          </Button>
        </div>
      </div>
    </Box>
  );
});
