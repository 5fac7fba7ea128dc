/**
 * Simple line drawings for the social links (lucide no longer ships brand
 * logos). Decorative: the links carry the names.
 */
interface IconProps {
  className?: string;
}

const common = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M15 4.5h-2a3 3 0 0 0-3 3V21M7 11h7" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <path d="M17 7h.01" />
    </svg>
  );
}

export function TwitterIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M20.5 6.2a6.7 6.7 0 0 1-2.2.7 3.6 3.6 0 0 0-6.2 3.2A10.3 10.3 0 0 1 4.6 6.4s-3.4 7.3 4.5 10.5a11.5 11.5 0 0 1-5.6 1.6c8.4 4.6 17.2-.2 16.2-10.3a5 5 0 0 0 .8-2z" />
    </svg>
  );
}
