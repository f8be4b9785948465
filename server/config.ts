// Environment of the local stack, validated once at start so a bad value fails loudly.
// Read by every part of server/; nothing else reads process.env directly.
import { z } from 'zod';
import { offlineModelSettings, checkOfflineModelSettings } from './offline-model-settings.ts';

const ConfigSchema = z
  .object({
    /**
     * development (what `npm start` runs on a fresh machine): the dev outbox at /_dev/mail, for
     * callers on this machine only. production (the default with NODE_ENV=production): no outbox.
     */
    APP_MODE: z.enum(['development', 'production']),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('.data'),
    DIST_DIR: z.string().default('dist'),
    /** auto: build the PWA into DIST_DIR when it is missing; never: serve only the API (tests). */
    BUILD_PWA: z.enum(['auto', 'never']).default('auto'),
    DATABASE_URL: z.string().url().optional(),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    AI_BASE_URL: z.string().url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().optional(),
    /** Milliseconds the provider may send nothing before the built-in storyteller writes the part. */
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
    /** Turns on the provider's /moderations endpoint as a second opinion on every streamed sentence. */
    AI_MODERATION_MODEL: z.string().optional(),
    AI_IMAGE_MODEL: z.string().optional(),
    AI_TTS_MODEL: z.string().optional(),
    /** AI story parts a visitor may have a paid provider write per day, per device and per address. */
    VISITOR_AI_DAILY_DEVICE: z.coerce.number().int().positive().optional(),
    VISITOR_AI_DAILY_ADDRESS: z.coerce.number().int().positive().optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Another server speaking Stripe's REST API (the tests' scripted Stripe); unset means api.stripe.com. */
    STRIPE_API_BASE: z.string().url().optional(),
    AUTH_RATE_LIMIT_IP: z.coerce.number().int().positive().default(100),
    AUTH_RATE_LIMIT_EMAIL: z.coerce.number().int().positive().default(20),
    AUTH_AUTOCONFIRM: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Seconds a rotated refresh token may be presented again and get the current session (GoTrue's default). */
    AUTH_REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).max(3600).default(10),
    /** The app's public URL, the base of emailed links; unset means the URL `npm start` prints. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Further allowed redirect_to targets, comma-separated, with GoTrue's * and ** globs. */
    AUTH_ADDITIONAL_REDIRECT_URLS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      ),
    AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
    /** Seconds an emailed link or six-digit code works. */
    AUTH_OTP_EXPIRY: z.coerce.number().int().min(60).max(86400).default(3600),
    /** Least seconds between two sign-in, resend or reauthentication mails to one address. */
    AUTH_EMAIL_MAX_FREQUENCY: z.coerce.number().int().min(0).max(86400).default(60),
    /** A password change needs a reauthentication code once the session is older than this. */
    AUTH_SECURE_PASSWORD_CHANGE_WINDOW: z.coerce.number().int().min(0).max(86400).default(600),
    AUTH_ANONYMOUS_USERS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Lets a signed-in user link or unlink another sign-in method (GoTrue's manual linking). */
    AUTH_MANUAL_LINKING: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    ...offlineModelSettings,
  })
  .superRefine(checkOfflineModelSettings);

export type ServerConfig = z.infer<typeof ConfigSchema>;

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (PORT= or DATABASE_URL=) means not set, as in most shells' .env files.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse({
    APP_MODE: set.NODE_ENV === 'production' ? 'production' : 'development',
    ...set,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
