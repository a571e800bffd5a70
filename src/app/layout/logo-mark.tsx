/** The LaughLoop mark, the same geometry as public/favicon.svg and the app icons. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#7c3aed" />
      <polygon points="21.76,15.36 21.76,48.64 49.92,32" fill="#fff" />
      <g fill="#7c3aed">
        <circle cx="28.16" cy="26.88" r="2.05" />
        <circle cx="33.92" cy="26.88" r="2.05" />
      </g>
      <path
        d="M35.89 33.83A5.44 5.44 0 0 1 26.19 33.83"
        fill="none"
        stroke="#7c3aed"
        strokeWidth="1.92"
      />
    </svg>
  );
}
