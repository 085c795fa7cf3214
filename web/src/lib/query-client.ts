import { QueryClient } from '@tanstack/react-query';

/**
 * Failures are already reported by the api client, and a retried call would report again,
 * so nothing retries on its own; pages offer a retry button instead (PageLoader).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
