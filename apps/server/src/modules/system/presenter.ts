/** The one place that decides which configuration the browser may see (never secrets). */
import { MAX_UPLOAD_BYTES, PAGE_SIZE, type PublicConfig, type RealtimeConnectionConfig } from '@app/contract';
import type { Config } from '../../config.ts';

export function presentPublicConfig(config: Config, realtime: RealtimeConnectionConfig): PublicConfig {
  return {
    app_name: config.APP_NAME,
    support_email: config.SUPPORT_EMAIL,
    public_url: config.publicUrl,
    google_sign_in_enabled: config.googleEnabled,
    pagination_limit: PAGE_SIZE,
    max_upload_bytes: MAX_UPLOAD_BYTES,
    // No flag is switched on yet; the keys are part of the contract the web app reads.
    feature_flags: { newUI: false, analytics: false },
    // The public key and where to connect; the secret never leaves the server.
    realtime,
  };
}
