// The page's scroll lock while a modal is open, written with attributes the kit's stylesheet styles
// (modal-backdrop.css), never with an injected <style>. Radix's Overlay locks scroll through
// react-remove-scroll, whose <style> element a strict CSP (style-src without 'unsafe-inline', as SECURITY.md's
// policy) refuses: a console error on every open and no lock. A count lets modals nest.

const ATTRIBUTE = 'data-cui-scroll-locked';
let locks = 0;

/** Locks the page's scroll until the returned function is called (once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    // Keep the scrollbar's room while it is hidden, so the page does not shift sideways; only when the page
    // had a scrollbar, or the reserved gutter would shift it the other way.
    root.setAttribute(ATTRIBUTE, window.innerWidth > root.clientWidth ? 'gutter' : '');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) root.removeAttribute(ATTRIBUTE);
  };
}
