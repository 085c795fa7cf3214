export const DEFAULT_HEADER_COLOR = '#228be6';

function linearChannel(hex: string, offset: number): number {
  const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Subject colours come from the server; the header text takes black or white, whichever
 * contrasts more (WCAG relative luminance; both contrasts are equal at about 0.179).
 */
export function readableTextColor(background: string): '#000' | '#fff' {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background.trim())?.[1];
  if (!hex) return '#fff';
  const luminance = 0.2126 * linearChannel(hex, 0) + 0.7152 * linearChannel(hex, 2) + 0.0722 * linearChannel(hex, 4);
  return luminance > 0.179 ? '#000' : '#fff';
}
