import NoSsr from '@mui/material/NoSsr';
import { lazy, Suspense } from 'react';
import { HeroFeature } from '../features/menu/HeroFeature';
import { afterCartCode } from '../hooks/cartCode';
import { MenuFeature } from '../features/menu/MenuFeature';
import { About, Career, Contact, loadInfoSections } from './lazySections';
import { OwnHydration } from './OwnHydration';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// Two sections below the fold load after the first paint: the services and the newsletter form
// (it brings react-hook-form and zod), both behind the cart's code (hooks/cartCode.ts): the
// prerendered services and the newsletter's placeholder hold their places meanwhile.
const loadServices = afterCartCode(() => import('../features/services/ServicesFeature'));
const ServicesFeature = lazy(loadServices);
const NewsletterFeature = lazy(afterCartCode(() => import('../features/newsletter/NewsletterFeature')));

/**
 * Loads the lazy sections the build's prerender shows: once a first render has asked for them
 * and they are in, a second render has them in place (prerender.tsx). The newsletter form is not
 * one of them: a form on the page before its code would submit itself as a plain page load.
 */
export async function loadHomeSections(): Promise<void> {
  await Promise.all([loadServices(), loadInfoSections()]);
}

/** Holds a lazy section's place (and its anchor) until its chunk arrives, on a fresh render. */
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
 * Where the menu's paused banner goes (under its heading): the app-status feature renders it
 * there once the switches say something is paused (features/pwa/PauseBanners.tsx).
 */
const menuNotice = <div id="menu-pause-notice" />;

const servicesPlaceholder = <SectionPlaceholder id="services" label="Services" minHeight={560} />;
const newsletterPlaceholder = (
  <SectionPlaceholder
    id="newsletter"
    label="Newsletter"
    minHeight={320}
    className="Bukka-section Bukka-section-yellow"
  />
);

/**
 * `/`: hero, menu (an anchor per item), about, services, career, newsletter, contact. The page
 * reads no state itself: the menu and the lazy sections subscribe to what they show, so the
 * static sections render once. Below the menu, each section is hydrated on its own
 * (OwnHydration; services and the newsletter by their own Suspense boundaries).
 */
export function HomePage() {
  return (
    <>
      <HeroFeature />
      {/* Hydrated with the shell, not apart: the app-status feature portals the paused banner into
          menuNotice, and a banner put there before the menu hydrates would not match it. */}
      <MenuFeature notice={menuNotice} />
      <OwnHydration>
        <About />
      </OwnHydration>
      {/* A section whose chunk cannot load (a redeploy, a dropped connection) is left out, not
          the whole page: the boundary keeps its placeholder and the menu keeps working. */}
      <RouteErrorBoundary fallback={servicesPlaceholder}>
        <Suspense fallback={servicesPlaceholder}>
          <ServicesFeature />
        </Suspense>
      </RouteErrorBoundary>
      <OwnHydration>
        <Career />
      </OwnHydration>
      <RouteErrorBoundary fallback={newsletterPlaceholder}>
        {/* defer: the switch to the form comes in a passive effect, not a layout one, whose state
            update React would render at once, in the same task as the commit before it. */}
        <NoSsr defer fallback={newsletterPlaceholder}>
          <Suspense fallback={newsletterPlaceholder}>
            <NewsletterFeature />
          </Suspense>
        </NoSsr>
      </RouteErrorBoundary>
      <OwnHydration>
        <Contact />
      </OwnHydration>
    </>
  );
}
