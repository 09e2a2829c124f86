import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, type ReactNode } from 'react';
import { MenuGrid } from '../../../components/MenuGrid/MenuGrid';
import { decreaseInCart } from '../../../domain/cart';
import { addToCartAtom, cartItemsAtom, updateCartAtom } from '../../state/cart';
import { menuAtom } from '../../state/menu';
import { soldOutIdsAtom } from '../../state/soldOut';
import { toggleWishlistAtom, wishlistAtom } from '../../state/wishlist';

/**
 * The menu wired to the cart, the wishlist and the sold-out list. It holds those subscriptions
 * itself so that a change to them re-renders the menu alone, not the whole home page; the
 * callbacks keep their identity, so only the cards whose props changed render again. The menu and
 * the sold-out list stay current through the shop's status poll (useShopStatusPoll).
 */
export function MenuFeature({ notice }: { notice?: ReactNode }) {
  const menu = useAtomValue(menuAtom);
  const cart = useAtomValue(cartItemsAtom);
  const wishlistIds = useAtomValue(wishlistAtom);
  const soldOutIds = useAtomValue(soldOutIdsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const toggleWishlist = useSetAtom(toggleWishlistAtom);
  const updateCart = useSetAtom(updateCartAtom);
  const onAdd = useCallback((id: number) => void addToCart(id), [addToCart]);
  const onRemove = useCallback(
    (id: number) => updateCart((items) => decreaseInCart(items, id)),
    [updateCart],
  );
  return (
    <MenuGrid
      items={menu}
      cart={cart}
      wishlistIds={wishlistIds}
      soldOutIds={soldOutIds}
      notice={notice}
      onAdd={onAdd}
      onRemove={onRemove}
      onToggleWishlist={toggleWishlist}
    />
  );
}
