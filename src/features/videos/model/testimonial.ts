/** Part 2 §3 Testimonial (static, home page): 51 in total, 6 shown until the list is expanded. */
export interface Testimonial {
  id: number;
  name: string;
  country: string;
  rating: 4 | 5;
  comment: string;
  /** Avatar: a generated initials image, so the section needs no network. */
  image: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

export const TESTIMONIALS_SHOWN = 6;
