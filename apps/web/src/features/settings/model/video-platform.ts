/**
 * The video provider choice (SETTINGS-13): Default (the built-in lesson room) or one of the mentor's own
 * platforms, which then needs the link students open. Choosing Default clears the link.
 */
import { CALL_PLATFORMS, type CallPlatform } from '@app/contract';

export const DEFAULT_PLATFORM = 'Default';
export type PlatformChoice = typeof DEFAULT_PLATFORM | CallPlatform;
export const PLATFORM_CHOICES: readonly PlatformChoice[] = [DEFAULT_PLATFORM, ...CALL_PLATFORMS];

export interface VideoSettings {
  platform: PlatformChoice;
  url: string;
}

export function readPlatform(mentor: {
  different_call_platform: boolean;
  different_call_platform_name: string | null;
  different_call_platform_url: string | null;
}): VideoSettings {
  const name = CALL_PLATFORMS.find((p) => p === mentor.different_call_platform_name);
  return mentor.different_call_platform && name
    ? { platform: name, url: mentor.different_call_platform_url ?? '' }
    : { platform: DEFAULT_PLATFORM, url: '' };
}

export function choosePlatform(current: VideoSettings, platform: PlatformChoice): VideoSettings {
  return platform === DEFAULT_PLATFORM ? { platform, url: '' } : { platform, url: current.url };
}

/** The three fields of PUT /api/mentors/update/ (SETTINGS-16). */
export function platformFields(video: VideoSettings): {
  different_call_platform: boolean;
  different_call_platform_name: CallPlatform | null;
  different_call_platform_url: string | null;
} {
  if (video.platform === DEFAULT_PLATFORM) {
    return {
      different_call_platform: false,
      different_call_platform_name: null,
      different_call_platform_url: null,
    };
  }
  return {
    different_call_platform: true,
    different_call_platform_name: video.platform,
    different_call_platform_url: video.url.trim(),
  };
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
