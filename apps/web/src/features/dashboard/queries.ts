import type { User } from '@stratblocks/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session';
import { fetchCurrentUser } from '../../lib/sign-in';

/** The same key SessionSync keeps /api/auth/me under, so that both share one answer. */
export const meKey = (token: string | null) => ['session', 'me', token] as const;

/** The signed-in user as the server describes them now (GET /api/auth/me). */
export function useMe() {
  const token = useSession()?.token ?? null;
  return useQuery({
    queryKey: meKey(token),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** How many strategies the user keeps. */
export function strategyCountOf(user: User): number {
  return user.strategy_count;
}
