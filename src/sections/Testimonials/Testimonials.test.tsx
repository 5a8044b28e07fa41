import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testimonialsSection } from '../../content/home';
import { testimonials } from '../../content/testimonials';
import { testimonialLabels } from '../../content/sectionLabels';
import { Testimonials } from './Testimonials';

/**
 * useEmblaCarousel as a slow phone sees it: no API at first, then one when the test says so. Embla
 * cannot measure slides in happy-dom, so the API is a small stand-in that keeps Embla's contract
 * (the target moves at once, 'select' fires on each change, the carousel loops).
 */
const embla = vi.hoisted(() => ({
  arrive: (): void => undefined,
  calls: [] as string[],
}));

vi.mock('embla-carousel-react', async () => {
  const { useState } = await import('react');
  return {
    default: function useSlowEmbla() {
      const [api, setApi] = useState<EmblaCarouselType>();
      embla.arrive = () => setApi(fakeEmbla(3));
      return [() => undefined, api];
    },
  };
});

function fakeEmbla(count: number): EmblaCarouselType {
  let index = 0;
  const listeners = new Map<string, Set<() => void>>();
  const select = (next: number) => {
    index = (next + count) % count;
    listeners.get('select')?.forEach((listener) => listener());
  };
  const api = {
    selectedScrollSnap: () => index,
    scrollSnapList: () => Array.from({ length: count }, (_, i) => i),
    scrollNext: (jump?: boolean) => (embla.calls.push(`next jump=${jump}`), select(index + 1)),
    scrollPrev: (jump?: boolean) => (embla.calls.push(`prev jump=${jump}`), select(index - 1)),
    scrollTo: (n: number, jump?: boolean) => (embla.calls.push(`to ${n} jump=${jump}`), select(n)),
    plugins: () => ({}),
    on: (event: string, listener: () => void) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return api;
    },
    off: (event: string, listener: () => void) => {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return api as unknown as EmblaCarouselType;
}

const labels = testimonialLabels;

function renderTestimonials(pager: 'fraction' | 'bullets' = 'fraction') {
  embla.calls = [];
  render(<Testimonials heading={testimonialsSection} testimonials={testimonials.slice(0, 3)} labels={labels} pager={pager} autoplay={false} />);
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const apiArrives = () => act(() => embla.arrive());
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a tap on the testimonials before the carousel is ready', () => {
  it('shows the next testimonial once the carousel is ready', () => {
    renderTestimonials();
    tap(labels.next);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    apiArrives();
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('counts two taps on next as two slides', () => {
    renderTestimonials();
    tap(labels.next);
    tap(labels.next);
    apiArrives();
    expect(screen.getByText('3 / 3')).toBeTruthy();
  });

  it('keeps arrow keys and a dot, the last jump first, then the steps after it', () => {
    renderTestimonials('bullets');
    fireEvent.keyDown(screen.getByRole('region', { name: labels.carousel }), { key: 'ArrowRight' });
    tap('Go to slide 3');
    tap(labels.previous);
    apiArrives();
    expect(embla.calls).toEqual(['to 2 jump=false', 'prev jump=false']);
    expect(dot(2).getAttribute('aria-current')).toBe('true');
  });

  it('moves at once under reduced motion, so the change is seen without any animation', () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) =>
      query.includes('prefers-reduced-motion') ? { ...matchMedia(query), matches: true, media: query, addEventListener() {}, removeEventListener() {} } : matchMedia(query),
    );
    renderTestimonials();
    tap(labels.next);
    apiArrives();
    expect(embla.calls).toEqual(['next jump=true']);
    expect(screen.getByText('2 / 3')).toBeTruthy();
  });

  it('moves straight away once the carousel is ready', () => {
    renderTestimonials();
    apiArrives();
    tap(labels.next);
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(embla.calls).toEqual(['next jump=false']);
  });
});
