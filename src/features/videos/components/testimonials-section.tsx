import { useEffect, useRef, useState } from 'react';
import { TESTIMONIALS_SHOWN as SHOWN, type Testimonial } from '../model/testimonial';

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`${rating} out of 5 stars`} className="text-warning">
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
    </p>
  );
}

function Card({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="testimonial"
    >
      <div className="flex items-center gap-3">
        <img
          src={testimonial.image}
          alt=""
          className="size-10 rounded-full"
          width="40"
          height="40"
        />
        <div>
          <p className="font-semibold">{testimonial.name}</p>
          <p className="text-xs text-ink-muted">{testimonial.country}</p>
        </div>
      </div>
      <Stars rating={testimonial.rating} />
      <blockquote className="text-sm">“{testimonial.comment}”</blockquote>
      <p className="text-xs text-ink-muted">
        <time dateTime={testimonial.date}>
          {new Date(testimonial.date).toLocaleDateString('en', {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
          })}
        </time>
      </p>
    </li>
  );
}

/**
 * The 51 testimonials, 6 shown until expanded. Their text loads when the section comes near the
 * screen, so it never weighs on the first paint of home.
 */
export function TestimonialsSection() {
  const [all, setAll] = useState<readonly Testimonial[] | null>(null);
  const [expanded, setExpanded] = useState(false);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const load = () =>
      void import('../model/testimonials').then((module) => setAll(module.TESTIMONIALS));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '800px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = all ? (expanded ? all : all.slice(0, SHOWN)) : [];
  return (
    <section ref={section} aria-labelledby="testimonials-heading" className="flex flex-col gap-3">
      <h2 id="testimonials-heading" className="text-xl font-semibold">
        What our community says
      </h2>
      <ul id="testimonials-list" className="grid gap-3 sm:grid-cols-2">
        {shown.map((testimonial) => (
          <Card key={testimonial.id} testimonial={testimonial} />
        ))}
      </ul>
      {all && all.length > SHOWN && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="testimonials-list"
          onClick={() => setExpanded((value) => !value)}
          className="min-h-11 self-center rounded-xl border border-line px-4 font-semibold hover:border-brand-soft"
        >
          {expanded ? 'Show fewer' : `Show all ${all.length} testimonials`}
        </button>
      )}
    </section>
  );
}
