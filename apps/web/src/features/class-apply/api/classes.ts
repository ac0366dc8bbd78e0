import {
  type ClassRef,
  type ClassSaveRequest,
  classDoneResponseSchema,
  classListResponseSchema,
  classStudentsResponseSchema,
} from '@reading/contract/teachersupport/class-manage';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const BASE = '/schome/service/teachersupport/classManage';

export const classKeys = {
  all: ['classManage'] as const,
  list: () => ['classManage', 'list'] as const,
  students: (c: ClassRef) => ['classManage', 'students', c.grade, c.classNo] as const,
};

/** GET classManage/list (decision 153): the teacher's classes with their figures, and the school's classes. */
export function useManagedClasses(enabled: boolean) {
  return useQuery({
    queryKey: classKeys.list(),
    queryFn: ({ signal }) =>
      apiClient.get(`${BASE}/list`, { schema: classListResponseSchema, signal }).then((r) => r.data),
    enabled,
  });
}

/** GET classManage/students: every pupil of one of the teacher's classes. */
export function useClassStudents(c: ClassRef | null) {
  return useQuery({
    queryKey: classKeys.students(c ?? { grade: 0, classNo: 0 }),
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/students`, { query: { ...c! }, schema: classStudentsResponseSchema, signal })
        .then((r) => r.data),
    enabled: c !== null,
  });
}

export const saveClass = (body: ClassSaveRequest) =>
  apiClient.post(`${BASE}/save`, { body, schema: classDoneResponseSchema });
export const removeClass = (c: ClassRef) =>
  apiClient.post(`${BASE}/delete`, { body: c, schema: classDoneResponseSchema });
