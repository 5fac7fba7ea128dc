/** The logo mark: a roof over a doorway on an orange tile (same drawing as public/favicon.svg). */
export function BrandMark({ small = false }: { small?: boolean }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={small ? "size-8 shrink-0" : "size-9 shrink-0"}>
      <rect width="32" height="32" rx="8" fill="#c2410c" />
      <path
        d="M7.5 15.5 16 8.5l8.5 7M10.5 13.5V23.5h11V13.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M14.2 23.5v-4.3a1.8 1.8 0 0 1 3.6 0v4.3" fill="#ccfbf1" />
    </svg>
  );
}
