import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { About } from '../../components/About/About';
import { Career } from '../../components/Career/Career';
import { Contact } from '../../components/Contact/Contact';
import { Hero } from '../../components/Hero/Hero';
import { MenuGrid } from '../../components/MenuGrid/MenuGrid';
import { useSoldOutWhenMenuShows } from '../features/menu/useSoldOutWhenMenuShows';
import { addToCartAtom, cartItemsAtom } from '../state/cart';
import { soldOutIdsAtom } from '../state/soldOut';
import { deliveryStatusAtom } from '../state/storeStatus';
import { toggleWishlistAtom, wishlistAtom } from '../state/wishlist';

// The newsletter form brings react-hook-form and zod: it loads after the first paint, in a
// placeholder of its own height so nothing below it moves.
const NewsletterFeature = lazy(() => import('../features/newsletter/NewsletterFeature'));
// Services lists the delivery zones from src/domain/delivery.ts, which keeps a zod schema: it is
// below the fold, so it loads after the first paint too.
const Services = lazy(() =>
  import('../../components/Services/Services').then((m) => ({ default: m.Services })),
);

/** Holds a lazy section's place (and its anchor) until its chunk arrives. */
function SectionPlaceholder({
  id,
  label,
  minHeight,
  className = 'Bukka-section',
}: {
  id: string;
  label: string;
  minHeight: number;
  className?: string;
}) {
  return <section id={id} aria-label={label} className={className} style={{ minHeight }} />;
}

/** `/`: hero, menu (an anchor per item), about, services, career, newsletter, contact. */
export function HomePage() {
  const cart = useAtomValue(cartItemsAtom);
  const wishlistIds = useAtomValue(wishlistAtom);
  const deliveryStatus = useAtomValue(deliveryStatusAtom);
  const soldOutIds = useAtomValue(soldOutIdsAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const toggleWishlist = useSetAtom(toggleWishlistAtom);
  useSoldOutWhenMenuShows();
  return (
    <>
      <Hero />
      <MenuGrid
        cart={cart}
        wishlistIds={wishlistIds}
        soldOutIds={soldOutIds}
        onAdd={(id) => void addToCart(id)}
        onToggleWishlist={toggleWishlist}
      />
      <About />
      <Suspense fallback={<SectionPlaceholder id="services" label="Services" minHeight={560} />}>
        <Services deliveryAvailable={deliveryStatus !== 'not-available'} />
      </Suspense>
      <Career />
      <Suspense
        fallback={
          <SectionPlaceholder
            id="newsletter"
            label="Newsletter"
            minHeight={320}
            className="Bukka-section Bukka-section-yellow"
          />
        }
      >
        <NewsletterFeature />
      </Suspense>
      <Contact />
    </>
  );
}
