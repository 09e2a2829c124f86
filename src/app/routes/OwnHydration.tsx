import { Suspense, type ReactNode } from 'react';

/**
 * A part of the prerendered page that React hydrates as a unit of its own (selective hydration):
 * each Suspense boundary of server-rendered markup is hydrated, committed and has its effects run
 * after the page's shell, apart from it, so no single task hydrates the whole page (Total
 * Blocking Time at 4x CPU). A tap on a part not hydrated yet has React hydrate that part first.
 * Nothing inside suspends, so the fallback never shows; the markup only gains React's
 * `<!--$-->` comments around the part.
 */
export function OwnHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
