import { useAtomValue } from 'jotai';
import { Hero } from '../../../components/Hero/Hero';
import { cheapestPrice } from '../../../domain/menu';
import { menuAtom } from '../../state/menu';

/** The hero with the menu's lowest price ('Plates from ₦…'), as the vendor set it. */
export function HeroFeature() {
  const menu = useAtomValue(menuAtom);
  return <Hero fromPrice={cheapestPrice(menu)} />;
}
