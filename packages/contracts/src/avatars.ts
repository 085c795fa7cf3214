/** The largest photo a user may upload as their avatar; it is stored much smaller (AVATAR_SIDE). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Avatars are stored as square WebP pictures of this side, in pixels. */
export const AVATAR_SIDE = 256;
/** What the avatar picker offers; the server decides by the content, not by this. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';
