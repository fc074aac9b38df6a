import { useQuery } from '@tanstack/react-query';
import { fetchPublicConfig } from './api';

export const authKeys = {
  all: ['auth'] as const,
  config: () => ['auth', 'config'] as const,
};

/** The server's public setup: the Google client id, or null when Google sign-in is off. */
export function usePublicConfig() {
  return useQuery({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
  });
}
