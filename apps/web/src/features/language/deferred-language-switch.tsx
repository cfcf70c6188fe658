import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../app/when-idle';

// The switch and the switching code it imports load after the page, not with it: /sign-in's prerendered
// first load stays what English needs (the budget). Switching needs the app's JavaScript anyway.
const LanguageSwitch = lazy(() =>
  import('./language-switch').then((module) => ({ default: module.LanguageSwitch })),
);

/**
 * The language switch on a prerendered page: absent from the HTML and at hydration (so the markup matches),
 * then, once the browser is idle after the app has taken the page over, loaded and shown at the end of the
 * page, where its arrival moves nothing above it.
 */
export function DeferredLanguageSwitch() {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSwitch />
    </Suspense>
  );
}
