import { type ErrorCode, IT_PROJECT_SCREENSHOT_MAX_BYTES } from '@umka/contracts';

/** What the server takes; it checks the content again, this only spares a pointless upload. */
export const SCREENSHOT_ACCEPT = '.png,.jpg,.jpeg,.webp,.svg,image/png,image/jpeg,image/webp,image/svg+xml';
const ALLOWED_NAME = /\.(png|jpe?g|webp|svg)$/i;
export const SCREENSHOT_MAX_MB = IT_PROJECT_SCREENSHOT_MAX_BYTES / (1024 * 1024);

/** The local refusal of a screenshot, in the server's own words; null for one worth sending. */
export function screenshotRefusal(file: File): ErrorCode | null {
  if (!ALLOWED_NAME.test(file.name)) return 'IT_PROJECT_SCREENSHOT_TYPE';
  if (file.size > IT_PROJECT_SCREENSHOT_MAX_BYTES) return 'IT_PROJECT_SCREENSHOT_TOO_LARGE';
  return null;
}
