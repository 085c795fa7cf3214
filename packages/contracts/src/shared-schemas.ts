import { z } from 'zod';
import { LOCALES, type LocalizedText } from './locale.ts';
import type { RoleId } from './roles.ts';

/*
 * The schemas of the constants in locale.ts and roles.ts. Those two modules stay free of zod because the web's
 * first page reads their constants, and zod loads only with the first answer it checks.
 */

export const localeSchema = z.enum(LOCALES);

export const localizedTextSchema = z.object({
  'ru-RU': z.string(),
  'en-US': z.string(),
  'uk-UA': z.string(),
}) satisfies z.ZodType<LocalizedText>;

export const roleIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]) satisfies z.ZodType<RoleId>;
