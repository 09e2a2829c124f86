import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CartItem } from '../../domain/cart';
import { menuCategories, menuCategoryAnchor, type MenuItem } from '../../domain/menu';
import { MenuCard } from '../MenuCard/MenuCard';

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
  /**
   * Takes one of an item out of the cart (a dish's stepper).
   * @default undefined
   */
  onRemove?: (id: number) => void;
  /** Adds an item to, or takes it off, the wishlist. */
  onToggleWishlist: (id: number) => void;
}

/** What the menu says when it has no package. */
export const EMPTY_MENU_MESSAGE =
  'Nothing on the menu just now. The kitchen adds its dishes here: please check back soon.';

/**
 * The menu section of the home page (`/#menu`): the vendor's categories as chips (links to each
 * category's heading: they work before the app has taken over, and need no script), then the
 * dishes under their category, each with its own anchor. Rows on a phone, cards from 600 px.
 */
export function MenuGrid({
  items,
  cart = [],
  wishlistIds = [],
  soldOutIds = [],
  notice,
  onAdd,
  onRemove,
  onToggleWishlist,
}: MenuGridProps) {
  const categories = menuCategories(items);
  return (
    <section id="menu" aria-labelledby="menu-title" className="Bukka-section Bukka-menu">
      <Container maxWidth="lg">
        <Typography id="menu-title" component="h2" variant="h2">
          Our Menu
        </Typography>
        <Typography color="text.secondary" className="Bukka-menu-intro">
          Cooked fresh every day. Tap Add and it goes straight into your cart.
        </Typography>
        {notice}
        {items.length === 0 && (
          // A menu with no package (the vendor took them all off, or the page carried none): say
          // so, or the customer sees a heading over nothing and thinks the page is still loading.
          <Typography className="Bukka-menu-empty">{EMPTY_MENU_MESSAGE}</Typography>
        )}
        {categories.length > 1 && (
          <nav aria-label="Menu categories" className="Bukka-menu-chips">
            {categories.map(({ name }) => (
              <a key={name} href={`#${menuCategoryAnchor(name)}`}>
                {name}
              </a>
            ))}
          </nav>
        )}
        {categories.map(({ name, items: dishes }) => (
          <div
            key={name}
            id={categories.length > 1 ? menuCategoryAnchor(name) : undefined}
            role={categories.length > 1 ? 'group' : undefined}
            aria-label={categories.length > 1 ? name : undefined}
            className="Bukka-menu-category"
          >
            {categories.length > 1 && (
              <Typography component="h3" variant="h4" className="Bukka-menu-category-title">
                {name}
              </Typography>
            )}
            <div className="Bukka-menu-list">
              {dishes.map((item) => (
                <MenuCard
                  key={item.id}
                  item={item}
                  quantityInCart={cart.find((line) => line.id === item.id)?.quantity ?? 0}
                  wishlisted={wishlistIds.includes(item.id)}
                  soldOut={soldOutIds.includes(item.id)}
                  onAdd={onAdd}
                  onRemove={onRemove}
                  onToggleWishlist={onToggleWishlist}
                />
              ))}
            </div>
          </div>
        ))}
      </Container>
    </section>
  );
}
