import {
  reservationListResponseSchema,
  reservationResponseSchema,
} from '@reading/contract/library/reservations';
import { useQuery } from '@tanstack/react-query';
import { libraryGet, libraryKeys, libraryPost } from '../../../lib/library/library-client.ts';

/** GET /dls/api/reservation/list: the member's waiting and ready reservations. */
export function getReservationList(page: number, signal?: AbortSignal) {
  return libraryGet(
    '/dls/api/reservation/list',
    { page, display: 10 },
    reservationListResponseSchema,
    signal,
  );
}

/** POST /dls/api/reservation/cancel: cancel one's own waiting or ready reservation. */
export function cancelReservation(rsvtKey: number) {
  return libraryPost('/dls/api/reservation/cancel', { rsvtKey }, reservationResponseSchema);
}

export function useReservationList(page: number) {
  return useQuery({
    queryKey: libraryKeys.list('reservations', page),
    queryFn: ({ signal }) => getReservationList(page, signal).then((r) => r.data),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}
