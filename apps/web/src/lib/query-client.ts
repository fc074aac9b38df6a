import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Server state for the whole app. A 4xx answer is final (retrying cannot change it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failures < 1;
      },
    },
    mutations: { retry: false },
  },
});
