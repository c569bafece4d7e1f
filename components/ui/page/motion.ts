/**
 * Spec 2.15 scroll-driven animations where CSS cannot drive them (no `animation-timeline: view()`,
 * site/app/styles/motion.css): blocks below the fold wait (`data-mo`) until an
 * IntersectionObserver sees them, then rise. Nothing already in view is hidden, nothing is
 * hidden without this script, and nothing at all under prefers-reduced-motion.
 */
const BLOCKS = '.mo';

export const startScrollMotion = (): (() => void) => {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  if (typeof CSS !== 'undefined' && CSS.supports('animation-timeline: view()')) return () => {};
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.removeAttribute('data-mo');
      observer.unobserve(entry.target);
    }
  });
  document.documentElement.classList.add('mo-io');
  for (const block of document.querySelectorAll(BLOCKS)) {
    if (block.getBoundingClientRect().top <= window.innerHeight) continue;
    block.setAttribute('data-mo', '');
    observer.observe(block);
  }
  return () => observer.disconnect();
};
