import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DishLine } from '../DishLine/DishLine';
import { SidePanel } from '../SidePanel/SidePanel';
import type { MenuItem } from '../../domain/menu';
import { formatNaira } from '../../domain/money';

export interface WishlistPanelProps {
  /** Whether the panel is open. */
  open: boolean;
  /** The wishlisted items, in the order they were added. */
  items: readonly MenuItem[];
  /**
   * Ids the vendor has marked sold out: they cannot be added to the cart.
   * @default []
   */
  soldOutIds?: readonly number[];
  /** Adds one of an item to the cart. */
  onAddToCart: (id: number) => void;
  /** Takes an item off the wishlist. */
  onRemove: (id: number) => void;
  /** Closes the panel. */
  onClose: () => void;
}

/** The wishlist: the dishes the customer hearted, each one tap from the cart. */
export function WishlistPanel({
  open,
  items,
  soldOutIds = [],
  onAddToCart,
  onRemove,
  onClose,
}: WishlistPanelProps) {
  return (
    <SidePanel open={open} title={`Wishlist (${items.length})`} closeLabel="Close wishlist" onClose={onClose}>
      {items.length === 0 ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1, p: 4 }}>
          <Typography component="p" variant="h4">
            Your wishlist is empty
          </Typography>
          <Typography color="text.secondary">Tap the heart on a dish to keep it here.</Typography>
        </Stack>
      ) : (
        <Box component="ul" className="Bukka-cart-lines Bukka-panel-body" aria-label="Wishlisted dishes">
          {items.map((item) => {
            const soldOut = soldOutIds.includes(item.id);
            return (
              <DishLine
                key={item.id}
                item={item}
                removeLabel={`Remove ${item.name} from wishlist`}
                onRemove={onRemove}
              >
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
                >
                  <Typography component="p" variant="h5">
                    {formatNaira(item.price)}
                  </Typography>
                  <Button
                    variant="contained"
                    startIcon={<AddShoppingCartIcon />}
                    disabled={soldOut}
                    aria-label={soldOut ? `${item.name} sold out` : `Add ${item.name} to cart`}
                    onClick={() => onAddToCart(item.id)}
                  >
                    {soldOut ? 'Sold out' : 'Add'}
                  </Button>
                </Stack>
              </DishLine>
            );
          })}
        </Box>
      )}
    </SidePanel>
  );
}
