import { Avatar, type AvatarProps, type MantineColor } from '@mantine/core';

/** Palettes whose light variant keeps initials readable (WCAG AA); orange, green, yellow and the like do not. */
const INITIALS_COLORS: MantineColor[] = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'];

export type UserAvatarProps = Omit<AvatarProps, 'color' | 'allowedInitialsColors'>;

/**
 * A person's picture, or their initials on a colour picked from the name among those that pass contrast.
 * Decorative unless given an `alt`: wherever a picture appears, the person's name is written beside it.
 */
export function UserAvatar({ radius = 'xl', alt = '', ...props }: UserAvatarProps) {
  return <Avatar color="initials" allowedInitialsColors={INITIALS_COLORS} radius={radius} alt={alt} {...props} />;
}
