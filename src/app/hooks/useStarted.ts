import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const isClient = () => true;
const isPrerender = () => false;

/**
 * False in the prerender and while hydrating, true once the app runs: what renders only then
 * stays out of the markup React compares, and its lazy chunk loads after the page is taken over.
 */
export function useStarted(): boolean {
  return useSyncExternalStore(noSubscription, isClient, isPrerender);
}
