/** A rolled certificate with a ribbon seal and a few stars, drawn for the celebration of a finished course. */
export function CertificateArt({ size = 160 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 160 160" aria-hidden focusable="false">
      <circle cx="80" cy="80" r="76" fill="var(--mantine-color-yellow-1)" />
      <rect
        x="28"
        y="36"
        width="104"
        height="76"
        rx="8"
        fill="#fff"
        stroke="var(--mantine-color-indigo-5)"
        strokeWidth="4"
      />
      <rect x="40" y="50" width="80" height="6" rx="3" fill="var(--mantine-color-indigo-3)" />
      <rect x="48" y="64" width="64" height="5" rx="2.5" fill="var(--mantine-color-gray-3)" />
      <rect x="48" y="76" width="48" height="5" rx="2.5" fill="var(--mantine-color-gray-3)" />
      <path d="M98 104 l-8 34 l12 -8 l10 10 l2 -36 z" fill="var(--mantine-color-red-6)" />
      <path d="M118 104 l8 34 l-12 -8 l-10 10 l-2 -36 z" fill="var(--mantine-color-red-5)" />
      <circle
        cx="108"
        cy="100"
        r="16"
        fill="var(--mantine-color-yellow-5)"
        stroke="var(--mantine-color-orange-6)"
        strokeWidth="3"
      />
      <path d="M108 90 l3 6.5 l7 0.8 l-5.2 4.8 l1.5 7 l-6.3 -3.6 l-6.3 3.6 l1.5 -7 l-5.2 -4.8 l7 -0.8 z" fill="#fff" />
      <path
        d="M30 22 l2.5 5.5 l6 0.6 l-4.5 4 l1.3 6 l-5.3 -3 l-5.3 3 l1.3 -6 l-4.5 -4 l6 -0.6 z"
        fill="var(--mantine-color-grape-5)"
      />
      <path
        d="M136 24 l2 4.4 l4.8 0.5 l-3.6 3.2 l1 4.8 l-4.2 -2.4 l-4.2 2.4 l1 -4.8 l-3.6 -3.2 l4.8 -0.5 z"
        fill="var(--mantine-color-teal-5)"
      />
      <circle cx="20" cy="110" r="4" fill="var(--mantine-color-pink-4)" />
      <circle cx="146" cy="70" r="3.5" fill="var(--mantine-color-blue-4)" />
    </svg>
  );
}
