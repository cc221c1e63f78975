import { linkTarget } from '@tis/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { StoredImage } from '../../../shared/widgets/file-upload/stored-image';
import { useActiveHomepageImagesQuery } from '../api/homepage-images-api';
import './homepage-carousel.css';

/** Each image stays this long before the next (paused while the pointer or focus is on the carousel). */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * The home page's carousel of homepage images (1600 x 400, spec sections 2 and 9): the enabled
 * images of today in order, each opening its link; previous / next buttons and one button per image.
 * Plain markup, so the home page does not load a carousel library.
 */
export function HomepageCarousel() {
  const { t } = useText();
  const { data } = useActiveHomepageImagesQuery(undefined);
  const images = data ?? [];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  const current = images[index % Math.max(count, 1)];
  if (!current) return null;
  const shown = index % count;
  const image = <StoredImage src={current.imageUrl} alt={current.title} className="tis-home-carousel-image" />;

  return (
    <section
      className="tis-home-carousel"
      aria-roledescription="carousel"
      aria-label={t('homepageImages.carousel.label')}
      data-testid="homepage-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="tis-home-carousel-slide" aria-roledescription="slide" aria-label={t('homepageImages.carousel.show', { index: shown + 1, total: count })} aria-live={paused ? 'polite' : 'off'}>
        {current.link && linkTarget(current.link)?.kind === 'https' ? (
          <a href={current.link} target="_blank" rel="noopener noreferrer" className="tis-home-carousel-link">
            {image}
          </a>
        ) : current.link ? (
          <Link to={current.link} className="tis-home-carousel-link">
            {image}
          </Link>
        ) : (
          image
        )}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="tis-home-carousel-arrow tis-home-carousel-prev" aria-label={t('homepageImages.carousel.previous')} onClick={() => setIndex((shown - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" className="tis-home-carousel-arrow tis-home-carousel-next" aria-label={t('homepageImages.carousel.next')} onClick={() => setIndex((shown + 1) % count)}>
            ›
          </button>
          <div className="tis-home-carousel-dots">
            {images.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className="tis-home-carousel-dot"
                aria-label={t('homepageImages.carousel.show', { index: i + 1, total: count })}
                aria-current={i === shown}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
