import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;

/** What the SPA needs before anyone logs in: a partner host forces uk-UA (spec §6), maintenance reloads the root. */
export const clientConfigSchema = z.object({
  forced_locale: z.literal('uk-UA').nullable(),
  maintenance: z.boolean(),
  /** The largest lesson video the server takes (RECORDING_MAX_BYTES), so the form can refuse a bigger one at once. */
  recording_max_bytes: z.number().int().positive(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
