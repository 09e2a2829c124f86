import { lazy, Suspense } from 'react';
import { About } from '../../components/About/About';
import { Career } from '../../components/Career/Career';
import { Contact } from '../../components/Contact/Contact';
import { Hero } from '../../components/Hero/Hero';
import { MenuFeature } from '../features/menu/MenuFeature';

// The newsletter form brings react-hook-form and zod: it loads after the first paint, in a
// placeholder of its own height so nothing below it moves.
const NewsletterFeature = lazy(() => import('../features/newsletter/NewsletterFeature'));
// Services lists the delivery zones from src/domain/delivery.ts, which keeps a zod schema: it is
// below the fold, so it loads after the first paint too.
const ServicesFeature = lazy(() => import('../features/services/ServicesFeature'));

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

/**
 * `/`: hero, menu (an anchor per item), about, services, career, newsletter, contact. The page
 * reads no state itself: the menu and the lazy sections subscribe to what they show, so the
 * static sections render once.
 */
export function HomePage() {
  return (
    <>
      <Hero />
      <MenuFeature />
      <About />
      <Suspense fallback={<SectionPlaceholder id="services" label="Services" minHeight={560} />}>
        <ServicesFeature />
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
