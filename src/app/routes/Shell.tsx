import { Outlet } from 'react-router';
import { NavBarFeature } from '../features/navbar/NavBarFeature';
import { Footer } from './lazySections';
import { Overlays } from './Overlays';
import { OwnHydration } from './OwnHydration';

/** The storefront's page shell (product-spec §2): header, auth modal, the page, footer. */
export function Shell() {
  return (
    <>
      <NavBarFeature />
      <Overlays withAuth />
      <main id="content">
        <Outlet />
      </main>
      <OwnHydration>
        <Footer />
      </OwnHydration>
    </>
  );
}
