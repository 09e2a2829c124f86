import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { WishlistPanel } from '../../../components/WishlistPanel/WishlistPanel';
import { findMenuItem, type MenuItem } from '../../../domain/menu';
import { menuAtom } from '../../state/menu';
import { addToCartAtom } from '../../state/cart';
import { soldOutIdsAtom } from '../../state/soldOut';
import { wishlistOpenAtom } from '../../state/ui';
import { toggleWishlistAtom, wishlistAtom } from '../../state/wishlist';
import { useBackCloses } from '../../hooks/useBackCloses';

/** The wishlist panel: hearted items, each one tap from the cart. */
export default function WishlistFeature() {
  const [open, setOpen] = useAtom(wishlistOpenAtom);
  const ids = useAtomValue(wishlistAtom);
  const menu = useAtomValue(menuAtom);
  const soldOutIds = useAtomValue(soldOutIdsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const toggle = useSetAtom(toggleWishlistAtom);
  useBackCloses(open, () => setOpen(false));
  const items = ids
    .map((id) => findMenuItem(menu, id))
    .filter((item): item is MenuItem => item !== undefined);
  return (
    <WishlistPanel
      open={open}
      items={items}
      soldOutIds={soldOutIds}
      onAddToCart={(id) => void addToCart(id)}
      onRemove={toggle}
      onClose={() => setOpen(false)}
    />
  );
}
