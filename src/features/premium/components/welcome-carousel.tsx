import { useEffect, useState } from 'react';
import { nextCarouselIndex, WELCOME_CAROUSEL_INTERVAL_MS } from '../model/offer-rules';

const ITEMS = [
  {
    title: 'Watch the funniest videos',
    text: 'Swipe through trending Shorts and the latest clips from the community.',
  },
  {
    title: 'Record in seconds',
    text: 'Film a portrait clip right in your browser, or upload one you already have.',
  },
  {
    title: 'Win weekly challenges',
    text: 'A new comedy challenge every week, with prizes for the winners.',
  },
  {
    title: 'Earn with Premium',
    text: 'Premium members earn rewards for watching, liking, commenting and sharing.',
  },
] as const;

/** Four features, one at a time, moving on every 3 seconds (part 1 §4) unless paused. */
export function WelcomeCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(
      () => setIndex((current) => nextCarouselIndex(current, ITEMS.length)),
      WELCOME_CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [paused]);

  const item = ITEMS[index] ?? ITEMS[0];
  return (
    <section
      aria-roledescription="carousel"
      aria-label="What you can do on LaughLoop"
      className="rounded-xl border border-line bg-surface-raised p-4"
    >
      {/* Announced only when the person moves it; automatic rotation stays quiet. */}
      <div aria-live={paused ? 'polite' : 'off'}>
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${ITEMS.length}`}
        >
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="mt-1 text-ink-muted">{item.text}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center justify-between">
        <div className="flex">
          {ITEMS.map((entry, position) => (
            <button
              key={entry.title}
              type="button"
              aria-label={`Show ${entry.title}`}
              aria-current={position === index}
              onClick={() => {
                setPaused(true);
                setIndex(position);
              }}
              className="grid size-11 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${position === index ? 'bg-brand-soft' : 'bg-line'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setPaused((current) => !current)}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-soft hover:bg-surface"
        >
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
    </section>
  );
}
