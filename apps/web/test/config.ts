/** The server's public configuration as a test answer: complete, as the contract declares it. */
import type { PublicConfig } from '@app/contract';
import { pathOf } from '../src/shared/api/call.ts';

export function publicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    app_name: 'Music Mentors',
    support_email: 'support@example.com',
    public_url: 'http://localhost:3000',
    google_sign_in_enabled: false,
    pagination_limit: 10,
    max_upload_bytes: 5 * 1024 * 1024,
    feature_flags: { newUI: false, analytics: false },
    realtime: {
      key: 'page-key',
      host: null,
      port: null,
      tls: null,
      auth_endpoint: pathOf('realtime.authorise'),
    },
    ...overrides,
  };
}
