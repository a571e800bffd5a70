import { Icon } from '@/components/icon';

export const HeartIcon = ({ filled }: { filled: boolean }) => (
  <Icon>
    <path
      d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Icon>
);

export const ShareIcon = () => (
  <Icon>
    <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
  </Icon>
);

export const BoostIcon = () => (
  <Icon>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
  </Icon>
);

export const MoreIcon = () => (
  <Icon>
    <circle cx="5" cy="12" r="1.5" fill="currentColor" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
    <circle cx="19" cy="12" r="1.5" fill="currentColor" />
  </Icon>
);

export const ClockIcon = ({ className = 'size-4' }: { className?: string }) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const SpeakerIcon = ({ muted }: { muted: boolean }) => (
  <Icon>
    <path d="M4 9h4l5-4v14l-5-4H4z" />
    {muted ? (
      <path d="M17 9l5 6M22 9l-5 6" />
    ) : (
      <path d="M17 8a5 5 0 0 1 0 8M19.5 5.5a9 9 0 0 1 0 13" />
    )}
  </Icon>
);

export const DownloadIcon = () => (
  <Icon className="size-5">
    <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon className="size-5">
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);

export const FlagIcon = () => (
  <Icon className="size-5">
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
);

/** A circle struck through: block a member. */
export const BlockIcon = () => (
  <Icon className="size-5">
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </Icon>
);

export const SavedIcon = () => (
  <Icon className="size-3.5">
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
