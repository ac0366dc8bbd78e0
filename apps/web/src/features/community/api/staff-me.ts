import { staffMeResponseSchema } from '@reading/contract/community/staff';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useMember } from '../../../lib/member.ts';

/** GET staff/me: what the caller may write and answer (decision 072). Asked only by logged-in non-students. */
export function getStaffMe(signal?: AbortSignal) {
  return apiClient.get('/schome/service/community/staff/me', { schema: staffMeResponseSchema, signal });
}

export function useStaffMe() {
  const member = useMember();
  return useQuery({
    queryKey: ['community', 'staff', 'me', member?.id ?? null],
    queryFn: ({ signal }) => getStaffMe(signal).then((r) => r.data),
    enabled: Boolean(member) && member?.role !== 'student',
    staleTime: 5 * 60 * 1000,
  });
}
