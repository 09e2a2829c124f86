import { useAtomValue } from 'jotai';
import { createPortal } from 'react-dom';
import { PauseBanner } from '../../../components/PauseBanner/PauseBanner';
import { shopSwitchesAtom } from '../../state/shopSwitches';

/** The element the home page leaves under the menu's heading for its banner. */
export const MENU_NOTICE_ID = 'menu-pause-notice';

/**
 * The paused banner: across the top of every storefront page, and again under the menu's heading
 * (a customer sent to /#menu never sees the top). Nothing until the switches say the kitchen or
 * delivery is paused (useShopStatusPoll), gone when it reopens or the pause ends by itself.
 * Rendered by the app-status feature, which loads after the app has taken over: nothing of it is
 * in the prerendered page or the first load. The menu's copy finds its place on each read of the
 * switches (every few seconds), so it follows the customer back to the home page.
 */
export function PauseBanners() {
  const shop = useAtomValue(shopSwitchesAtom);
  if (!shop) return null;
  const menu = document.getElementById(MENU_NOTICE_ID);
  return (
    <>
      <PauseBanner switches={shop.switches} now={shop.at} place="page" />
      {menu && createPortal(<PauseBanner switches={shop.switches} now={shop.at} place="menu" />, menu)}
    </>
  );
}
