import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { menuItemSlug, type MenuItem } from '../../domain/menu';
import { menuPictureSources } from '../../domain/menuPicture';
import { formatNaira } from '../../domain/money';

/**
 * How wide a card's picture is shown (MenuGrid: one column below 600 px, two up to 900, three
 * above, in a 1200 px container with 16–24 px gutters and 16–24 px gaps): the browser picks
 * the smallest stored width that covers it at the screen's density.
 */
export const MENU_CARD_PICTURE_SIZES =
  '(min-width: 1200px) 368px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 64px) / 2), calc(100vw - 32px)';

export interface MenuCardProps {
  /** The menu item the card sells. */
  item: MenuItem;
  /**
   * How many of this item are already in the cart; shown on the add button.
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
  /** Adds the item to, or takes it off, the wishlist. */
  onToggleWishlist: (id: number) => void;
}

/**
 * One item of the menu: its picture, name, description, price in ₦ and an add-to-cart button.
 * Memoised: a grid of them re-renders only the card whose quantity, heart or stock changed.
 */
export const MenuCard = memo(function MenuCard({
  item,
  quantityInCart = 0,
  wishlisted = false,
  soldOut = false,
  onAdd,
  onToggleWishlist,
}: MenuCardProps) {
  const slug = menuItemSlug(item.name);
  const picture = menuPictureSources(item.imgUrl);
  return (
    <Card
      id={slug}
      component="article"
      aria-labelledby={`${slug}-name`}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', scrollMarginTop: 80 }}
    >
      <Box sx={{ position: 'relative' }}>
        <CardMedia
          component="img"
          image={picture.src}
          srcSet={picture.srcSet}
          sizes={picture.srcSet && MENU_CARD_PICTURE_SIZES}
          alt={`${item.name}: ${item.desc}`}
          width={320}
          height={240}
          // The menu is below the hero on every screen: its pictures wait until it comes near.
          loading="lazy"
          sx={{ aspectRatio: '4 / 3', height: 'auto', opacity: soldOut ? 0.5 : 1 }}
        />
        <IconButton
          aria-label={wishlisted ? `Remove ${item.name} from wishlist` : `Add ${item.name} to wishlist`}
          aria-pressed={wishlisted}
          onClick={() => onToggleWishlist(item.id)}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          {wishlisted ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
        </IconButton>
        {soldOut && (
          <Typography
            component="span"
            className="Bukka-sold-out-tag"
            sx={{
              position: 'absolute',
              bottom: 12,
              left: 12,
              px: 1.5,
              py: 0.5,
              borderRadius: 4,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '0.8125rem',
              fontWeight: 500,
            }}
          >
            Sold out
          </Typography>
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`${slug}-name`} component="h3" variant="h5" gutterBottom>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.desc}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Typography component="p" variant="h4">
          {formatNaira(item.price)}
        </Typography>
        <Badge badgeContent={quantityInCart} color="secondary" overlap="rectangular">
          <Button
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            disabled={soldOut}
            onClick={() => onAdd(item.id)}
            aria-label={soldOut ? `${item.name} sold out` : `Add ${item.name} to cart`}
          >
            {soldOut ? 'Sold out' : 'Add'}
          </Button>
        </Badge>
      </CardActions>
    </Card>
  );
});
