/** Segla's mark: two sails over the water line. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="7" fill="#ffffff" fillOpacity="0.12" />
      <path d="M16 5 L16 24 L7 24 Z" fill="#ffffff" />
      <path d="M17.5 9 L17.5 24 L25 24 Z" fill="#9fd3f0" />
      <path d="M5 26.5 H27" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-text">Segla</span>
    </span>
  );
}
