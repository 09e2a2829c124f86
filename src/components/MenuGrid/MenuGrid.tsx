import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CartItem } from '../../domain/cart';
import type { MenuItem } from '../../domain/menu';
import { MenuCard } from '../MenuCard/MenuCard';
import { pageGridColumns } from '../../theme/layout';

export interface MenuGridProps {
  /** The items on sale, in the vendor's order (the stored menu: GET /api/menu). */
  items: readonly MenuItem[];
  /**
   * The cart, for the quantity on each card's add button.
   * @default []
   */
  cart?: readonly CartItem[];
  /**
   * Ids on the customer's wishlist (filled hearts).
   * @default []
   */
  wishlistIds?: readonly number[];
  /**
   * Ids the vendor has marked sold out.
   * @default []
   */
  soldOutIds?: readonly number[];
  /**
   * Something customers must know before choosing, under the heading (the paused banner).
   * @default undefined
   */
  notice?: ReactNode;
  /** Adds one of an item to the cart. */
  onAdd: (id: number) => void;
  /** Adds an item to, or takes it off, the wishlist. */
  onToggleWishlist: (id: number) => void;
}

/** The menu section of the home page (`/#menu`): a card per item, each with its own anchor. */
export function MenuGrid({
  items,
  cart = [],
  wishlistIds = [],
  soldOutIds = [],
  notice,
  onAdd,
  onToggleWishlist,
}: MenuGridProps) {
  return (
    <section id="menu" aria-labelledby="menu-title" className="Bukka-section">
      <Container maxWidth="lg">
        <Typography id="menu-title" component="h2" variant="h2" gutterBottom>
          Our Menu
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Cooked fresh every day. Tap Add and it goes straight into your cart.
        </Typography>
        {notice}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: pageGridColumns('repeat(3, minmax(0, 1fr))'),
            gap: { xs: 2, md: 3 },
          }}
        >
          {items.map((item) => (
            <Box key={item.id}>
              <MenuCard
                item={item}
                quantityInCart={cart.find((line) => line.id === item.id)?.quantity ?? 0}
                wishlisted={wishlistIds.includes(item.id)}
                soldOut={soldOutIds.includes(item.id)}
                onAdd={onAdd}
                onToggleWishlist={onToggleWishlist}
              />
            </Box>
          ))}
        </Box>
      </Container>
    </section>
  );
}
