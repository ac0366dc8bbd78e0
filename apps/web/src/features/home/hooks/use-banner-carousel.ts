import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useState } from 'react';

function documentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Embla's core on the banner's viewport, looping, with the banner's own autoplay (decision 026: without
 * Embla's React wrapper and autoplay plugin). It moves to the next slide `delay` ms after a slide is
 * shown, while it is playing (the pause/play button), the pointer is not over the slides, keyboard
 * focus is not in them, no slide is being dragged and the page is visible, so it never moves under the
 * user (WCAG 2.2.2).
 */
export function useBannerCarousel(delay: number) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [visible, setVisible] = useState(documentVisible);

  useEffect(() => {
    if (!viewport) return;
    const api = EmblaCarousel(viewport, { loop: true });
    api.on('select', () => setSelected(api.selectedScrollSnap()));
    api.on('pointerDown', () => setDragging(true));
    api.on('pointerUp', () => setDragging(false));
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    viewport.addEventListener('mouseenter', enter);
    viewport.addEventListener('mouseleave', leave);
    viewport.addEventListener('focusin', focusIn);
    viewport.addEventListener('focusout', focusOut);
    setEmbla(api);
    return () => {
      viewport.removeEventListener('mouseenter', enter);
      viewport.removeEventListener('mouseleave', leave);
      viewport.removeEventListener('focusin', focusIn);
      viewport.removeEventListener('focusout', focusOut);
      api.destroy();
      setEmbla(null);
    };
  }, [viewport]);

  useEffect(() => {
    const onChange = () => setVisible(documentVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const moving = playing && !hovered && !focused && !dragging && visible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the wait, so each one, reached by autoplay or by hand, stays `delay` ms.
  useEffect(() => {
    if (!embla || !moving) return;
    const timer = window.setTimeout(() => embla.scrollNext(), delay);
    return () => window.clearTimeout(timer);
  }, [embla, moving, delay, selected]);

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);
  const togglePlay = useCallback(() => setPlaying((p) => !p), []);

  return { viewportRef: setViewport, selected, playing, togglePlay, scrollPrev, scrollNext };
}
