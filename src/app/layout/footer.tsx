import { Link } from 'react-router-dom';
import { SoundToggle } from './sound-toggle';

const LINKS = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/contest-terms', label: 'Contest Terms' },
  { to: '/content-guidelines', label: 'Content Guidelines' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/affiliate', label: 'Affiliate Program' },
];

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 pb-24 pt-6">
        <nav aria-label="Site">
          <ul className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-sm text-ink-muted hover:text-ink"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SoundToggle />
        <p className="text-xs text-ink-muted">
          © {new Date().getFullYear()} LaughLoop. Made for people who like to laugh.
        </p>
      </div>
    </footer>
  );
}
