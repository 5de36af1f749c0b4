/** API-10 GET api/users/auth/link/<provider>/ (AUTH-31): the browser then navigates to auth_link. */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

export type SocialProvider = 'google';

export function fetchSocialLink(provider: SocialProvider) {
  return call('users.socialLink', { params: { provider } });
}

export function useSocialLoginMutation() {
  return useMutation({
    mutationFn: async (provider: SocialProvider) => {
      const { auth_link } = await fetchSocialLink(provider);
      window.location.assign(auth_link);
    },
  });
}
