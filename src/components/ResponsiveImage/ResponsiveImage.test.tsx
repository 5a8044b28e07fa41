import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage';

afterEach(cleanup);

const photo = { src: '/images/projects/project-1.webp', alt: 'A desk by a window', width: 800, height: 600 };
const hero = { src: '/images/banner/hero.webp', alt: 'Founders at work', width: 1200, height: 900, srcSet: '/images/banner/hero-720.webp 720w, /images/banner/hero.webp 1200w' };

describe('ResponsiveImage', () => {
  it('draws the content image with its size and words, lazily', () => {
    render(<ResponsiveImage image={photo} />);
    const img = screen.getByRole('img', { name: 'A desk by a window' });
    expect(img.getAttribute('src')).toBe(photo.src);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('offers its narrower copies with the drawn width, and loads at once when told', () => {
    render(<ResponsiveImage image={hero} sizes="50vw" loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Founders at work' });
    expect(img.getAttribute('srcset')).toBe(hero.srcSet);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('has no name where alt is empty', () => {
    render(<ResponsiveImage image={photo} alt="" />);
    expect(screen.queryByRole('img', { name: 'A desk by a window' })).toBeNull();
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
