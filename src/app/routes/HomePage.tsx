import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { About } from '../../components/About/About';
import { Career } from '../../components/Career/Career';
import { Contact } from '../../components/Contact/Contact';
import { Hero } from '../../components/Hero/Hero';
import { MenuGrid } from '../../components/MenuGrid/MenuGrid';
import { Services } from '../../components/Services/Services';
import { addToCartAtom, cartItemsAtom } from '../state/cart';
import { deliveryStatusAtom } from '../state/storeStatus';
import { toggleWishlistAtom, wishlistAtom } from '../state/wishlist';

// The newsletter form brings react-hook-form and zod: it loads after the first paint, in a
// placeholder of its own height so nothing below it moves.
const NewsletterFeature = lazy(() => import('../features/newsletter/NewsletterFeature'));

function NewsletterPlaceholder() {
  return (
    <section
      id="newsletter"
      aria-label="Newsletter"
      className="Bukka-section Bukka-section-yellow"
      style={{ minHeight: 320 }}
    />
  );
}

/** `/`: hero, menu (an anchor per item), about, services, career, newsletter, contact. */
export function HomePage() {
  const cart = useAtomValue(cartItemsAtom);
  const wishlistIds = useAtomValue(wishlistAtom);
  const deliveryStatus = useAtomValue(deliveryStatusAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const toggleWishlist = useSetAtom(toggleWishlistAtom);
  return (
    <>
      <Hero />
      <MenuGrid cart={cart} wishlistIds={wishlistIds} onAdd={addToCart} onToggleWishlist={toggleWishlist} />
      <About />
      <Services deliveryAvailable={deliveryStatus !== 'not-available'} />
      <Career />
      <Suspense fallback={<NewsletterPlaceholder />}>
        <NewsletterFeature />
      </Suspense>
      <Contact />
    </>
  );
}
