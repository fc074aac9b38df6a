import { ContactResponseSchema, type ContactBody } from '@stratblocks/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** POST /api/contact: the server stores the message (and mails it to support when SMTP is set up). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) =>
      apiRequest('/api/contact', ContactResponseSchema, {
        method: 'POST',
        body,
        fallback: 'Your message could not be sent. Please try again.',
      }),
  });
}
