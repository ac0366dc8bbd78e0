import { type StaffAuditAction, staffAuditListResponseSchema } from '@reading/contract/ops/staff-audit';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type StaffAuditFilter = { action: StaffAuditAction | ''; fromDate: string; toDate: string };

/** GET staffAudit/list (decision 284): the manager's school's entries, or every school's for the operator. */
export function useStaffAudit(filter: StaffAuditFilter, pageIndex: number) {
  return useQuery({
    queryKey: ['staff-audit', filter, pageIndex],
    queryFn: ({ signal }) =>
      apiClient
        .get('/schome/service/staffAudit/list', {
          query: {
            ...(filter.action ? { action: filter.action } : {}),
            ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
            ...(filter.toDate ? { toDate: filter.toDate } : {}),
            pageIndex,
            pageSize: 20,
          },
          schema: staffAuditListResponseSchema,
          signal,
        })
        .then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
