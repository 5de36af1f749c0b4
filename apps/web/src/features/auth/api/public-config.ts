/** The Google button hides unless the server has Google sign-in configured (GEN-18). */
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../../shared/config/public-config.ts';

export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery(publicConfigQuery);
  return data?.google_sign_in_enabled === true;
}
