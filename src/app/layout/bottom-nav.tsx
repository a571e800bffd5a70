import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { HomeIcon, MyVideosIcon, PremiumIcon, RecordIcon, ShortsIcon } from './nav-icons';

const ITEMS: ReadonlyArray<{ to: string; label: string; icon: ReactNode; end?: boolean }> = [
  { to: '/', label: 'Home', icon: <HomeIcon />, end: true },
  { to: '/shorts', label: 'Shorts', icon: <ShortsIcon /> },
  { to: '/submit?mode=record', label: 'Record', icon: <RecordIcon /> },
  { to: '/my-videos', label: 'My Videos', icon: <MyVideosIcon /> },
  { to: '/premium-order', label: 'Premium', icon: <PremiumIcon /> },
];

/** Thumb-reach navigation for phones; NavLink marks the current screen with aria-current="page". */
export function BottomNav() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-stage/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-3xl grid-cols-5">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium ${
                  isActive ? 'text-brand-soft' : 'text-ink-muted hover:text-ink'
                }`
              }
            >
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
