import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, render, type Rendered } from '@/testing/render';
import { aboutUs } from '../content/about-us';
import { contentGuidelines } from '../content/content-guidelines';
import { contestTerms } from '../content/contest-terms';
import { privacyPolicy } from '../content/privacy-policy';
import type { LegalDocument } from '../model/legal-document';
import { ContactPage } from './contact-page';
import { LegalPage } from './legal-page';

// Moved down from tests/e2e/layout.spec.ts: the static pages are text, no browser is needed.

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const PAGES: Record<string, LegalDocument> = {
  '/contest-terms': contestTerms,
  '/content-guidelines': contentGuidelines,
  '/about-us': aboutUs,
  '/privacy-policy': privacyPolicy,
};

/** The static pages under their paths, as the app routes them; starts at `path`. */
async function visit(path: string): Promise<HTMLElement> {
  rendered = await render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(PAGES).map(([route, document]) => (
          <Route key={route} path={route} element={<LegalPage document={document} />} />
        ))}
        <Route path="/contact" element={<ContactPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return rendered.container;
}

const heading = (page: HTMLElement) => page.querySelector('h1')?.textContent;

describe('the contest terms (part 2)', () => {
  it('have every section of part 2 as a level-2 heading', async () => {
    const page = await visit('/contest-terms');
    expect(heading(page)).toBe('Contest Terms and Conditions');
    expect([...page.querySelectorAll('section > h2')].map((h2) => h2.textContent)).toEqual([
      'Eligibility',
      'Submission guidelines',
      'Prize rules',
      'Boosting and voting',
      'Rights and usage',
      'Disqualification',
      'Changes to these terms',
    ]);
  });

  it('state the age, guardian and one-video rules', async () => {
    const page = await visit('/contest-terms');
    expect(page.textContent).toContain('at least 13 years old');
    expect(page.textContent).toContain('parent or legal guardian');
    expect(page.textContent).toContain(
      'one video per challenge, unless the challenge itself says otherwise',
    );
  });

  it('link to the content guidelines page', async () => {
    const page = await visit('/contest-terms');
    const link = [...page.querySelectorAll('a')].find(
      (a) => a.textContent === 'Content Guidelines',
    );
    expect(link?.getAttribute('href')).toBe('/content-guidelines');
    await click(link!);
    expect(heading(page)).toBe('Content Rules and Community Guidelines');
  });
});

describe('the facts the static pages state', () => {
  it.each([
    ['/about-us', 'About Us', '50,000+ creators'],
    ['/privacy-policy', 'Privacy Policy', 'within 48 hours'],
    ['/contact', 'Contact Us', 'within 24 hours'],
  ])('%s says %s … %s', async (path, title, fact) => {
    const page = await visit(path);
    expect(heading(page)).toBe(title);
    expect(page.textContent).toContain(fact);
  });
});
