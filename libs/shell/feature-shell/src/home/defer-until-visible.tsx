import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the placeholder comes within `rootMargin` of the viewport,
 * so below-the-fold chunks and calls wait until the visitor scrolls towards them.
 * Without IntersectionObserver (old webviews, jsdom) it renders at once.
 */
export function DeferUntilVisible({ children, placeholder, rootMargin = '400px' }: { children: ReactNode; placeholder: ReactNode; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return visible ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
