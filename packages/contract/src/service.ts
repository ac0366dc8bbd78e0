/**
 * The service's own identity, shown on the main site and used where no school applies.
 * One source for the web client (main-site footer, titles) and the server (footer detail).
 */
export const SERVICE_NAME = '독서로';
export const SERVICE_FULL_NAME = '독서로 학교 독서·도서관 포털';
/** Customer centre number printed in every footer. */
export const SERVICE_CENTER_NO = '1600-0000';
export const SERVICE_ADDRESS = '대구광역시 동구 동내로 64';
export const SERVICE_TEL_NO = '053-714-0114';
export const SERVICE_COPYRIGHT = 'Copyright © 독서로. All rights reserved.';
/** Spec 000 §2 Footer: weekdays 09:00 to 18:00, closed on weekends and holidays. */
export const CUSTOMER_CENTER_HOURS = '평일 09:00~18:00 (주말·공휴일 휴무)';
