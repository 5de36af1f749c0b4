/** API-10 GET api/users/auth/link/<provider>/ (AUTH-31): the browser then navigates to auth_link. */
import { useMutation } from '@tanstack/react-query';
import type { SocialLinkResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export type SocialProvider = 'google';

export function fetchSocialLink(provider: SocialProvider): Promise<SocialLinkResponse> {
  return apiRequest<SocialLinkResponse>(`/api/users/auth/link/${provider}/`);
}

export function useSocialLoginMutation() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const { auth_link } = await fetchSocialLink(provider);
      window.location.assign(auth_link);
    },
  });
}
