/** Simple brand marks drawn for this site (the icon package ships no social logos). */
export function ProfessionalNetworkIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <rect x="6" y="10" width="2.6" height="8" fill="var(--icon-cutout, #fff)" />
      <circle cx="7.3" cy="6.9" r="1.6" fill="var(--icon-cutout, #fff)" />
      <path d="M11 10h2.5v1.2c.5-.8 1.5-1.4 2.8-1.4 2.1 0 3.2 1.3 3.2 3.7V18h-2.6v-4.1c0-1.2-.5-1.8-1.5-1.8s-1.8.7-1.8 1.9v4H11z" fill="var(--icon-cutout, #fff)" />
    </svg>
  );
}

export function MicroblogIcon({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path d="M7 6.5h3l7 11h-3z" fill="var(--icon-cutout, #fff)" />
      <path d="M16.2 6.5h1.6l-5.1 5.6-.9-1.2zM7.2 17.5h-1.6l5.2-5.7.9 1.2z" fill="var(--icon-cutout, #fff)" />
    </svg>
  );
}
