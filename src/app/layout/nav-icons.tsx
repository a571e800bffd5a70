import { Icon } from '@/components/icon';

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </Icon>
);

export const ShortsIcon = () => (
  <Icon>
    <rect x="6" y="2.5" width="12" height="19" rx="3" />
    <path d="M10.5 9.5v5l4-2.5z" fill="currentColor" />
  </Icon>
);

export const RecordIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
  </Icon>
);

export const MyVideosIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5" />
  </Icon>
);

export const PremiumIcon = () => (
  <Icon>
    <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </Icon>
);

export const InstallIcon = () => (
  <Icon>
    <path d="M12 3v12m0 0l-4.5-4.5M12 15l4.5-4.5M4 19h16" />
  </Icon>
);

export const SoundOnIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5v14l-4.5-4.5H4z" />
    <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </Icon>
);

export const SoundOffIcon = () => (
  <Icon>
    <path d="M4 9.5h3.5L12 5v14l-4.5-4.5H4z" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" />
  </Icon>
);

export const OfflineIcon = () => (
  <Icon>
    <path d="M2 8.5a15 15 0 0 1 4-2.3M10 5.1A15 15 0 0 1 22 8.5M5.5 12.5a10 10 0 0 1 4-2M14.5 10.6a10 10 0 0 1 4 1.9M9 16a5 5 0 0 1 6 0M3 3l18 18" />
    <circle cx="12" cy="19.5" r="0.5" fill="currentColor" />
  </Icon>
);
