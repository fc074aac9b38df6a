import { ContactResponseSchema, type ContactBody } from '@stratblocks/contracts';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../lib/api';

/**
 * POST /api/contact: the server stores the message (and mails it to support when SMTP is set up).
 * A plain state rather than a TanStack mutation: the public pages load without TanStack Query.
 */
export function useSendContactMessage() {
  const [error, setError] = useState<unknown>(null);
  const mutateAsync = useCallback(async (body: ContactBody) => {
    setError(null);
    try {
      return await apiRequest('/api/contact', ContactResponseSchema, {
        method: 'POST',
        body,
        fallback: 'Your message could not be sent. Please try again.',
      });
    } catch (failure) {
      setError(failure);
      throw failure;
    }
  }, []);
  return { mutateAsync, isError: error !== null, error };
}
