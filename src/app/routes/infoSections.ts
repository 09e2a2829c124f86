// The static parts below the menu, in one chunk loaded after the first paint (lazySections.tsx).
export { About } from '../../components/About/About';
export { Career } from '../../components/Career/Career';
export { Contact } from '../../components/Contact/Contact';
export { Footer } from '../../components/Footer/Footer';
