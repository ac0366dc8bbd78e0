/**
 * How many entries each home section holds (GET /schome/service/main/home/sections, decision 021): the
 * server fills the sections to these sizes, and the client's placeholders hold the room of a full answer
 * while it loads (decision 027). Without zod, so the first load can import it (decision 026).
 */
export const HOME_SECTION_SIZES = {
  /** Popular books and new arrivals sent. */
  books: 10,
  /** New arrivals the home shows of those sent. */
  newArrivalsShown: 6,
  /** Latest notices. */
  notices: 5,
  /** Books per KDC class in the category tab. */
  categoryBooks: 4,
} as const;
