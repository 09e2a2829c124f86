import { lazy } from 'react';
import { afterCartCode } from '../hooks/cartCode';

/**
 * About, Career, Contact and the footer: static markup the prerender writes into the page
 * (prerender.tsx awaits `loadInfoSections` before its second pass), hydrated when their chunk is
 * in. Out of the first load (issue 29: ~3 KB gzip of the 150 KB budget, with MUI's Link and
 * the contact and social icons, for a phone menu and 44 px targets). Asked for behind the cart's
 * code (hooks/cartCode.ts): the prerendered markup is in place meanwhile.
 */
export const loadInfoSections = afterCartCode(() => import('./infoSections'));

export const About = lazy(() => loadInfoSections().then((m) => ({ default: m.About })));
export const Career = lazy(() => loadInfoSections().then((m) => ({ default: m.Career })));
export const Contact = lazy(() => loadInfoSections().then((m) => ({ default: m.Contact })));
export const Footer = lazy(() => loadInfoSections().then((m) => ({ default: m.Footer })));
